declare global {
  interface Window {
    /**
     * The address the document was loaded from, when the tap script (boot/boot-tap.ts) replaced
     * it with the page's own before the app ran: `/n/<code>` answers with its target's HTML.
     */
    __entryUrl?: string;
  }
}

/** The address this document was loaded from, without its fragment. */
export function entryUrl(): string {
  return (window.__entryUrl ?? location.href).split('#')[0]!;
}
