import { routePaths } from '@filmlab/api/paths';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** The member's storage rule and when each roll's scans will be removed (none for members). */
export function useScanRetention(userId: number) {
  return useQuery({
    queryKey: ['scan-retention', String(userId)],
    queryFn: ({ signal }) => callRoute(routePaths.scanRetention.get, { params: { id: userId }, signal }),
    staleTime: 5 * 60_000,
  });
}
