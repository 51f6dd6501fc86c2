import type { ClaimRequest } from '@vidmatrix/contract/distribution-claim';

/**
 * The first claim the page's HTML already sent (src/boot/boot-claim.ts, decision
 * 019): what it asked, and the reply's parsed JSON envelope.
 */
export interface BootClaim {
  path: string;
  input: Record<string, unknown>;
  reply: Promise<unknown>;
}

declare global {
  interface Window {
    __bootClaim?: BootClaim;
  }
}

/** The id of the cover the boot script painted over the page until the app's card is there. */
export const BOOT_CARD_ID = 'boot-card';

// Undefined fields are not sent, and key order means nothing: compare what went on the wire.
const sentFields = (input: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );

/**
 * The boot claim's reply when it asked exactly `request`. Taken once, match or not: a claim
 * holds a video, so the page's first claim must be that one and no second request; any later
 * claim (a change, a retry) is the page's own.
 */
export function takeBootClaim(request: ClaimRequest): Promise<unknown> | undefined {
  const boot = window.__bootClaim;
  if (!boot) return undefined;
  window.__bootClaim = undefined;
  const same = boot.path === request.route.path && sentFields(boot.input) === sentFields(request.input);
  return same ? boot.reply : undefined;
}

/** Removes the boot script's cover once the app shows the page itself (in the same commit). */
export function removeBootCard(): void {
  document.getElementById(BOOT_CARD_ID)?.remove();
}
