import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One client for every member and console page of the tab: moving between them keeps the cache.
// It lives in this lazy module, loaded with those pages only (routes.tsx `withQuery`), because
// TanStack Query costs ~6.5 KB brotli and no visitor page uses it (decision 004, 2026-11-24).
const client = new QueryClient({
  defaultOptions: {
    // staleTime stays TanStack's 0: a page shows what the server has now whenever it opens, the
    // cached copy only meanwhile. No retry: the page shows the failure at once with its retry
    // button (or its next poll asks again). No refetch on focus: only the console's live counts
    // refetch then (their query says so). Visitor pages read with `useLoad`
    // (shared/api/call-endpoint.ts), not through this client.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
