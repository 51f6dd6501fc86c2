import { useSyncExternalStore } from 'react';

/** True while the viewport matches `query` (the desktop layouts use min-width: 768px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

export const DESKTOP_QUERY = '(min-width: 768px)';
