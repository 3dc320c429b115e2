import type { SignedInUser } from '@filmlab/api';
import type { UseQueryOptions } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../../lib/session-keys';

/**
 * GET /auth/current-user: the person the stored token belongs to, and whether their session owes a
 * code. The API client loads with the first call: a visitor, on the entry chunk's pages, makes none.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<SignedInUser> {
  const { apiRequest } = await import('../../../lib/api-client');
  return apiRequest<SignedInUser>('/auth/current-user', { signal });
}

// Plain options (TanStack's queryOptions() only adds types): this file is in the entry chunk,
// which does not load TanStack Query (lib/query-gate.tsx).
export function currentUserQueryOptions(token: string | null) {
  return {
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  } satisfies UseQueryOptions<SignedInUser, Error, SignedInUser, typeof CURRENT_USER_KEY>;
}
