import type { UpdatePriceListBody } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { readPriceListAgain } from '../../../lib/use-price-list';

export const priceListKeys = {
  all: ['price-lists'] as const,
};

/** Every price list with its state, and the change log (staff only). */
export function usePriceLists() {
  return useQuery({
    queryKey: priceListKeys.all,
    queryFn: ({ signal }) => callRoute(routePaths.priceLists.list, { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    readPriceListAgain();
    return queryClient.invalidateQueries({ queryKey: priceListKeys.all });
  };
}

export function useCreateDraft() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callRoute(routePaths.priceLists.createDraft, {}), onSuccess: refresh });
}

export function useUpdateDraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePriceListBody }) =>
      callRoute(routePaths.priceLists.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useActivate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, startsAt }: { id: number; startsAt?: string }) =>
      callRoute(routePaths.priceLists.activate, { params: { id }, body: startsAt ? { startsAt } : {} }),
    onSuccess: refresh,
  });
}
