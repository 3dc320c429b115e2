import type { CreateVendorOrderInput } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

const vendorOrderKeys = { all: ['vendor-orders'] as const };

/** The orders this vendor brought in, newest first. */
export function useVendorOrders() {
  return useQuery({
    queryKey: vendorOrderKeys.all,
    queryFn: ({ signal }) => callRoute(routePaths.vendorOrders.list, { query: { limit: 100 }, signal }),
  });
}

/** An order for a walk-in customer; the server e-mails them the claim link. */
export function useCreateVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVendorOrderInput) => callRoute(routePaths.vendorOrders.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all }),
  });
}

/** The walk-in customer claims the order by the token of the e-mailed link. */
export function useClaimVendorOrder() {
  return useMutation({
    mutationFn: (token: string) => callRoute(routePaths.vendorOrders.claim, { body: { token } }),
  });
}
