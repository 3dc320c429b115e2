import type { UnlockScansBody } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { PLAN_IDS, isOneOf, tiffUnlockPrice } from '@filmlab/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { usePriceList } from '../../../lib/use-price-list';

export const tiffUnlockKeys = {
  owner: (userId: number) => ['tiff-unlocks', 'owner', String(userId)] as const,
  pending: ['tiff-unlocks', 'pending'] as const,
};

/**
 * The price per frame for the library's owner, from the lab's price list and their plan (the server
 * checks the same figure and refuses another); null while the owner is loading.
 */
export function useUnlockPrice(userId: number): number | null {
  const prices = usePriceList();
  const owner = useQuery({
    queryKey: tiffUnlockKeys.owner(userId),
    queryFn: ({ signal }) => callRoute(routePaths.users.get, { params: { id: userId }, signal }),
  });
  if (!owner.data) return null;
  const plan = owner.data.membership.plan;
  return tiffUnlockPrice({ planId: isOneOf(PLAN_IDS, plan) ? plan : 'NON_MEMBER', active: owner.data.active }, prices);
}

export function useUnlockScans(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnlockScansBody) => callRoute(routePaths.tiffUnlocks.unlock, { params: { id: userId }, body }),
    // The frames now say they are unlocked (the library's queries are keyed by the user).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Staff: paid unlocks waiting for their TIFF master. */
export function usePendingUnlocks() {
  return useQuery({
    queryKey: tiffUnlockKeys.pending,
    queryFn: ({ signal }) => callRoute(routePaths.tiffUnlocks.pending, { signal }),
  });
}

export function useStartMasterUpload() {
  return useMutation({
    mutationFn: (unlockId: number) => callRoute(routePaths.tiffUnlocks.upload, { params: { unlockId } }),
  });
}

export function useFinishUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unlockId: number) => callRoute(routePaths.tiffUnlocks.done, { params: { unlockId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tiffUnlockKeys.pending }),
  });
}
