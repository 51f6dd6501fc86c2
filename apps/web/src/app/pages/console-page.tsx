import { Navigate, useLocation } from 'react-router';
import { hasSession } from '../../shared/session';
import type { AreaKey } from '../shell/areas';
import { ConsoleLayout } from './console-layout';
import { ConsoleProviders } from './console-providers';

/**
 * /console/*: the merchant console (issue 5; docs/decisions/011-merchant-console.md). Desktop,
 * antd, in its own chunks. Without a session it goes to sign-in and comes back here afterwards.
 */
export function ConsolePage({ area }: { area?: AreaKey }) {
  const { pathname, search } = useLocation();
  if (!hasSession()) {
    return <Navigate replace to={`/login?${new URLSearchParams({ redirect: `${pathname}${search}` })}`} />;
  }
  return (
    <ConsoleProviders>
      <ConsoleLayout {...(area ? { area } : {})} />
    </ConsoleProviders>
  );
}
