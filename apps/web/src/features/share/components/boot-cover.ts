import { useLayoutEffect } from 'react';

/** The cover the server put in the share page's HTML (server plugins/web-html.ts `withBootCover`). */
export const BOOT_COVER_ID = 'boot-cover';

/**
 * Removes the HTML's boot cover once `settled`: in the layout phase of the commit that shows the
 * page's own state (its list, with the same image in the same box), so the visitor never sees a
 * frame without a cover or with two, and nothing shifts.
 */
export function useRemoveBootCover(settled: boolean): void {
  useLayoutEffect(() => {
    if (settled) document.getElementById(BOOT_COVER_ID)?.remove();
  }, [settled]);
}
