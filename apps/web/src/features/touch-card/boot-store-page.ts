/**
 * The card call the page's HTML already sent (src/boot/boot-store-page.ts, decision 019): which
 * card it asked for, and the reply's parsed JSON envelope.
 */
interface BootStorePage {
  code: string;
  reply: Promise<unknown>;
}

declare global {
  interface Window {
    __bootStorePage?: BootStorePage;
  }
}

/**
 * The reply of the card call the HTML sent, when it asked for `code`. Taken once: a later read
 * (a retry, another card) is the page's own.
 */
export function takeBootStorePage(code: string): Promise<unknown> | undefined {
  const boot = window.__bootStorePage;
  if (!boot) return undefined;
  window.__bootStorePage = undefined;
  return boot.code === code ? boot.reply : undefined;
}
