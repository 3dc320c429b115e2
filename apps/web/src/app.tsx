import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryGate } from './lib/query-gate';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Tests pass their own; the browser uses the one lib/query-runtime.ts creates. */
  queryClient?: QueryClient;
}

/** Providers around the router: the same tree in the browser and in tests (with a memory router). */
export function App({ router, queryClient }: AppProps) {
  return (
    <QueryGate client={queryClient}>
      <RouterProvider router={router} />
    </QueryGate>
  );
}
