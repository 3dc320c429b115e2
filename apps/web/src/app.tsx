import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryGate } from './lib/query-gate';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Tests pass their own; the browser uses the one lib/query-runtime.ts creates. */
  queryClient?: QueryClient;
}

/** Providers around the router: the same tree in the browser and in tests (with a memory router). */
export function App({ router, queryClient }: AppProps) {
  // Marks the page as interactive once the app has hydrated or rendered (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <QueryGate client={queryClient}>
      <RouterProvider router={router} />
    </QueryGate>
  );
}
