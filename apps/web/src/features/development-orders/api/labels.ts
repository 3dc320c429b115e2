import type { ShippingLabel } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { INBOUND_LABEL_CODES, type ServiceLevel } from '@filmlab/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { orderKeys } from './orders';

/**
 * The lab's prices of the label services the domain leaves to product data (FedEx 2Day, Overnight),
 * read from the service products as the server reads them.
 */
export function useLabelPrices() {
  return useQuery({
    queryKey: ['development-orders', 'label-prices'],
    queryFn: async ({ signal }) => {
      const { products } = await callRoute(routePaths.products.service, { query: { limit: 100 }, signal });
      const prices: Partial<Record<ServiceLevel, number>> = {};
      for (const [level, code] of Object.entries(INBOUND_LABEL_CODES) as Array<[ServiceLevel, string]>) {
        const product = products.find((candidate) => candidate.sku === code);
        if (product) prices[level] = product.price;
      }
      return prices;
    },
    staleTime: 5 * 60_000,
  });
}

/** Buys a label again after the carrier refused it. */
export function useBuyLabel(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: number): Promise<ShippingLabel> =>
      callRoute(routePaths.shippingLabels.buy, { params: { id: userId, orderId, shipmentId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) }),
  });
}
