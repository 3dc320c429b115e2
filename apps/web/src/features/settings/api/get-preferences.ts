import type { PreferenceView } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/:id/preferences: each preference with its saved value or its default. */
export async function getPreferences(userId: number | string, signal?: AbortSignal): Promise<PreferenceView[]> {
  const { preferences } = await callRoute(routePaths.preferences.list, { params: { id: userId }, signal });
  return preferences;
}

export function preferencesQueryOptions(userId: number | string) {
  return queryOptions({
    queryKey: queryKeys.preferences(userId),
    queryFn: ({ signal }) => getPreferences(userId, signal),
  });
}

export function usePreferences(userId: number | string) {
  return useQuery(preferencesQueryOptions(userId));
}
