import { useLayoutEffect } from 'react';
import { BOOT_COVER_ID } from '@vidmatrix/contract/boot-scripts';

/**
 * Removes the first screen the HTML painted (server web/boot-scripts.ts `withBootCover`: the share
 * page's cover, the store page's header) once `settled`: in the layout phase of the commit that
 * shows the page's own state (the same image in the same box), so the visitor never sees a frame
 * without it or with two, and nothing shifts.
 */
export function useRemoveBootCover(settled: boolean): void {
  useLayoutEffect(() => {
    if (settled) document.getElementById(BOOT_COVER_ID)?.remove();
  }, [settled]);
}
