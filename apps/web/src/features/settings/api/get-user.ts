import type { User } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/:id: the person whose settings these are (the viewer, or a customer for an admin). */
export function getUser(userId: number | string, signal?: AbortSignal): Promise<User> {
  return callRoute(routePaths.users.get, { params: { id: userId }, signal });
}

export function userQueryOptions(userId: number | string) {
  return queryOptions({ queryKey: queryKeys.user(userId), queryFn: ({ signal }) => getUser(userId, signal) });
}

export function useUser(userId: number | string) {
  return useQuery(userQueryOptions(userId));
}
