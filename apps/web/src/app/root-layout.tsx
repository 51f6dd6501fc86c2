import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { PageLoading } from '../shared/ui/page-loading';
import { AppErrorBoundary } from './error-boundary';
import { ROUTES } from './routes';

/**
 * The shell around every page. Pages suspend while their chunk or locale namespace loads; the
 * spinner covers that wait on the first page, and later navigations (transitions in React
 * Router 7) keep the old page meanwhile. Route errors, including a lazy chunk that fails to load
 * after a deploy, show the reloadable error fallback; moving to another path gives the new page
 * its chance.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const page = useRoutes(ROUTES);
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </AppErrorBoundary>
  );
}
