import type { User } from '@filmlab/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auth/current-user: the person the stored token belongs to. */
export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/auth/current-user', { signal });
}

export function currentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
