import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { RootLayout } from './root-layout';

/**
 * React Router in declarative mode (BrowserRouter + routes): the data router costs twice the
 * bytes (docs/decisions/004-visitor-page-weight.md) and no page uses loaders or actions.
 */
export function App() {
  return (
    <AppErrorBoundary>
      <Providers>
        <BrowserRouter>
          <RootLayout />
        </BrowserRouter>
      </Providers>
    </AppErrorBoundary>
  );
}
