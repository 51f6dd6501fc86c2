import type { ReactNode } from 'react';
import { currentUserAgent, isRestrictedForMatrix } from '../../../shared/user-agent';
import { BrowserRestrictionPage } from '../pages/browser-restriction-page';

interface Props {
  children: ReactNode;
  /** Which browsers to refuse; matrix publishing refuses WeChat, Bytedance webviews and Quark. */
  isRestricted?: (userAgent: string) => boolean;
  userAgent?: string;
}

/** Shows the restriction page instead of `children` in browsers where the page cannot work. */
export function RestrictedBrowserGate({ children, isRestricted = isRestrictedForMatrix, userAgent }: Props) {
  return isRestricted(userAgent ?? currentUserAgent()) ? <BrowserRestrictionPage /> : children;
}
