// TanStack Query, loaded on demand by lib/query-gate.tsx: pages that read server state through it
// (accounts, the shop, admin) load it with their route; the pre-rendered marketing pages do not.
import { hydrate, QueryClientProvider, useQuery, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import type { QueryRuntime } from './query-gate';

const client = createQueryClient();

export const queryRuntime: QueryRuntime = {
  Provider: QueryClientProvider,
  useQuery,
  useQueryClient,
  client,
  hydrate: (state) => hydrate(client, state as DehydratedState),
};
