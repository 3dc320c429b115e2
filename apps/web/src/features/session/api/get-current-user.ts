import type { SignedInUser } from '@filmlab/api';
import type { UseQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auth/current-user: the person the stored token belongs to, and whether their session owes a code. */
export function getCurrentUser(signal?: AbortSignal): Promise<SignedInUser> {
  return apiRequest<SignedInUser>('/auth/current-user', { signal });
}

// Plain options (TanStack's queryOptions() only adds types): this file is in the entry chunk,
// which does not load TanStack Query (lib/query-gate.tsx).
export function currentUserQueryOptions(token: string | null) {
  return {
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  } satisfies UseQueryOptions<SignedInUser, Error, SignedInUser, typeof queryKeys.currentUser>;
}
