import { useSyncExternalStore } from 'react';

/** The console's and shell's breakpoint: below it a phone (decision 022). */
const WIDE = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is wider than a phone: numbered pages there, an endless list on phones. */
export const useWideScreen = () => useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
