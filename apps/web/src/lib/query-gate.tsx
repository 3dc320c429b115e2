import type { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * TanStack Query as the app uses it (lib/query-runtime.ts). Only its types are imported here, so the
 * entry chunk does not carry it: a visitor on a pre-rendered marketing page never downloads it.
 */
export interface QueryRuntime {
  Provider: typeof QueryClientProvider;
  useQuery: typeof useQuery;
  useQueryClient: typeof useQueryClient;
  client: QueryClient;
  /** Fills the client with the answers a server-rendered page was rendered from (lib/server-page.ts). */
  hydrate: (state: unknown) => void;
}

let runtime: QueryRuntime | null = null;
let loading: Promise<QueryRuntime> | null = null;
const listeners = new Set<() => void>();

export function getQueryRuntime(): QueryRuntime | null {
  return runtime;
}

export function setQueryRuntime(next: QueryRuntime): void {
  runtime = next;
  listeners.forEach((listener) => listener());
}

/** Loads TanStack Query once; every route but the marketing ones awaits it (routes/route-table.tsx). */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  if (runtime) return Promise.resolve(runtime);
  loading ??= import('./query-runtime').then(({ queryRuntime }) => {
    if (!runtime) setQueryRuntime(queryRuntime);
    return runtime!;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The query client's provider once TanStack Query is loaded (with `client`, or its own). Until
 * then the children render without it, and nothing below uses it (see useQueryHooks). Loading it
 * later remounts the tree under the provider once: the router keeps its state.
 */
export function QueryGate({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const loaded = useSyncExternalStore(subscribe, getQueryRuntime, getQueryRuntime);
  if (!loaded) return <>{children}</>;
  return <loaded.Provider client={client ?? loaded.client}>{children}</loaded.Provider>;
}
