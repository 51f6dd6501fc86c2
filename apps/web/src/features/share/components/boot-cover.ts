import { useLayoutEffect } from 'react';
import { BOOT_COVER_ID } from '@vidmatrix/contract/boot-scripts';

/**
 * Removes the HTML's boot cover (server web/boot-scripts.ts `withBootCover`) once `settled`: in the layout phase of the commit that shows the
 * page's own state (its list, with the same image in the same box), so the visitor never sees a
 * frame without a cover or with two, and nothing shifts.
 */
export function useRemoveBootCover(settled: boolean): void {
  useLayoutEffect(() => {
    if (settled) document.getElementById(BOOT_COVER_ID)?.remove();
  }, [settled]);
}
