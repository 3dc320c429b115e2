import type { StationToken } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

const stationKeys = { all: ['admin-stations'] as const };

/** Staff: the scanning stations' tokens, revoked ones too. */
export function useStationTokens() {
  return useQuery({
    queryKey: stationKeys.all,
    queryFn: async ({ signal }): Promise<StationToken[]> =>
      (await callRoute(routePaths.stationTokens.list, { signal })).stations,
  });
}

/** Makes a token; the answer holds the token itself, shown this once. */
export function useCreateStationToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callRoute(routePaths.stationTokens.create, { body: { name } }),
    onSettled: () => client.invalidateQueries({ queryKey: stationKeys.all }),
  });
}

export function useRevokeStationToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stationId: number) => callRoute(routePaths.stationTokens.revoke, { params: { stationId } }),
    onSettled: () => client.invalidateQueries({ queryKey: stationKeys.all }),
  });
}
