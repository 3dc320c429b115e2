import type { PreferenceValueInput, PreferenceView } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface PreferenceChange {
  key: string;
  value: PreferenceValueInput;
  /** The saved row's id: PUT it; without one, POST by key. */
  id: number | null;
}

/** PUT /users/:id/preferences/:prefId for a saved preference, POST /users/:id/preferences otherwise. */
export async function savePreference(userId: number | string, change: PreferenceChange): Promise<PreferenceView> {
  if (change.id != null) {
    const { preference } = await callRoute(routePaths.preferences.update, {
      params: { id: userId, prefId: change.id },
      body: { value: change.value },
    });
    return preference;
  }
  const { preference } = await callRoute(routePaths.preferences.set, {
    params: { id: userId },
    body: { key: change.key, value: change.value },
  });
  return preference;
}

export function useSavePreferences(userId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: PreferenceChange[]) => {
      const saved: PreferenceView[] = [];
      // One at a time: a failure names the preference it stopped at, and nothing races.
      for (const change of changes) saved.push(await savePreference(userId, change));
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.preferences(userId) }),
  });
}
