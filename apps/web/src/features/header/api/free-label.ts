// The free USPS label flow of spec 2.13 and section 7: the open orders, the saved addresses and the
// service products are loaded, then the chosen order is updated with the label's line and shipment.
import type { Address, Order } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const FREE_LABEL_SKU = 'prepaidlabelfirst';
export const FREE_LABEL_NOTE = 'Free Member Shipping Label';

/** An order may get the free label while it is open and has no prepaid label to the lab yet. */
export const eligibleForFreeLabel = (order: Pick<Order, 'status' | 'shipments'>) =>
  order.status === 'OPEN' && !order.shipments.some((s) => s.method === 'PREPAID_LABEL' && !s.toCustomer);

export function useFreeLabelChoices(userId: number, enabled: boolean) {
  const orders = useQuery({
    queryKey: ['free-label', String(userId), 'open-orders'],
    queryFn: async ({ signal }) =>
      (
        await callRoute(routePaths.developmentOrders.list, {
          params: { id: userId },
          query: { status: 'OPEN', limit: 100 },
          signal,
        })
      ).orders.map((entry) => entry.order),
    enabled,
  });
  const addresses = useQuery({
    queryKey: queryKeys.addresses(userId),
    queryFn: async ({ signal }): Promise<Address[]> =>
      (await callRoute(routePaths.addresses.list, { params: { id: userId }, signal })).addresses,
    enabled,
  });
  const labelProduct = useQuery({
    queryKey: ['free-label', 'product'],
    queryFn: async ({ signal }) => {
      const { products } = await callRoute(routePaths.products.service, { query: { limit: 100 }, signal });
      const product = products.find((candidate) => candidate.sku === FREE_LABEL_SKU);
      if (!product) throw new Error('the free label service is not offered');
      return product;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
  return { orders, addresses, labelProduct };
}

/** PUT /orders/:id with the label's zero-amount line and its usps_first shipment; answers the label link. */
export function useRequestFreeLabel(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: { orderId: number; addressId: number; productId: number }) => {
      const { order } = await callRoute(routePaths.orders.update, {
        params: { id: choice.orderId },
        body: {
          newLines: [{ productId: choice.productId, quantity: 1, notes: FREE_LABEL_NOTE }],
          newShipments: [
            {
              method: 'PREPAID_LABEL',
              carrier: 'USPS',
              serviceLevel: 'usps_first',
              toCustomer: false,
              customerAddressId: choice.addressId,
            },
          ],
        },
      });
      const shipment = order.shipments.find((s) => s.method === 'PREPAID_LABEL' && !s.toCustomer);
      const record = shipment?.carrierShipment
        ? (JSON.parse(shipment.carrierShipment) as { postageLabel?: { labelUrl?: string } })
        : null;
      const labelUrl = record?.postageLabel?.labelUrl;
      if (!labelUrl) throw new Error('the label could not be made');
      return { labelUrl, fileName: `label-order-${order.orderNumber}.png` };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['free-label', String(userId)] }),
        queryClient.invalidateQueries({ queryKey: ['development-orders', String(userId)] }),
      ]),
  });
}
