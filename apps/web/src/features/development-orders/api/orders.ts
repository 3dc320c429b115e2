import type { DevelopmentOrder } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type BodyOf } from '../../../lib/api-client';

export const orderKeys = {
  all: (userId: number) => ['development-orders', String(userId)] as const,
  list: (userId: number, page: number) => ['development-orders', String(userId), 'list', page] as const,
  one: (userId: number, orderId: number) => ['development-orders', String(userId), 'one', orderId] as const,
  credits: (userId: number) => ['development-orders', String(userId), 'credits'] as const,
};

export const ORDERS_PAGE_SIZE = 10;

export function useOrders(userId: number, page: number) {
  return useQuery({
    queryKey: orderKeys.list(userId, page),
    queryFn: ({ signal }) =>
      callRoute(routePaths.developmentOrders.list, {
        params: { id: userId },
        query: { limit: ORDERS_PAGE_SIZE, offset: page * ORDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderSummary(userId: number, orderId: number) {
  return useQuery({
    queryKey: orderKeys.one(userId, orderId),
    queryFn: ({ signal }) => callRoute(routePaths.developmentOrders.get, { params: { id: userId, orderId }, signal }),
  });
}

export function useServiceCredits(userId: number) {
  return useQuery({
    queryKey: orderKeys.credits(userId),
    queryFn: async ({ signal }) =>
      (await callRoute(routePaths.developmentOrders.credits, { params: { id: userId }, signal })).credits,
  });
}

export type CreateOrderBody = BodyOf<typeof routePaths.developmentOrders.create>;

export function useCreateOrder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody): Promise<DevelopmentOrder> =>
      callRoute(routePaths.developmentOrders.create, { params: { id: userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) }),
  });
}

/** Pays an order (card token or saved card), or chooses to pay at the lab. */
export function usePayOrder(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
  return {
    /**
     * A card (null: nothing to pay, credits cover it), for the amount the buyer was shown. Refused or
     * not, the order is read again: a total that changed meanwhile shows with the reason.
     */
    withCard: async (paymentId: string | null, expectedTotal: number) => {
      try {
        const body = { ...(paymentId ? { paymentId } : {}), expectedTotal };
        await callRoute(routePaths.orders.attachPayment, { params: { id: orderId }, body });
      } finally {
        await done();
      }
    },
    atTheLab: async () => {
      await callRoute(routePaths.orders.payInLab, { params: { id: orderId } });
      await done();
    },
  };
}

/** The member's saved order defaults, as key to value (spec section 3, preferences). */
export function useSavedPreferences(userId: number) {
  return useQuery({
    queryKey: ['development-orders', String(userId), 'preferences'],
    queryFn: async ({ signal }) => {
      const { preferences } = await callRoute(routePaths.preferences.list, { params: { id: userId }, signal });
      return Object.fromEntries(preferences.map((p) => [p.key, p.value]));
    },
  });
}

/** The lab and its drop-off points. */
export function useLabLocations() {
  return useQuery({
    queryKey: ['development-orders', 'locations'],
    queryFn: async ({ signal }) => (await callRoute(routePaths.locations.labLocations, { signal })).locations,
    staleTime: 60_000,
  });
}

/** The customer an order is placed for (an admin may place one for a customer). */
/** The customer whose pages these are; null while that is not known yet (nothing is asked). */
export function useCustomer(userId: number | null) {
  return useQuery({
    queryKey: ['development-orders', String(userId), 'customer'],
    queryFn: ({ signal }) => callRoute(routePaths.users.get, { params: { id: userId ?? 0 }, signal }),
    enabled: userId !== null,
  });
}

/** Staff actions on an order: receive it, move its rolls forward, mark a pay-at-the-lab order paid. */
export function useStaffActions(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
  return useMutation({
    mutationFn: async (
      action: 'receive' | 'DEVELOPED' | 'SCANNED' | 'SYNCED' | 'NEGATIVES_RETURNED' | 'paidCash' | 'paidCardReader',
    ) => {
      if (action === 'receive') await callRoute(routePaths.developmentOrders.receive, { params: { id: orderId } });
      else if (action === 'paidCash' || action === 'paidCardReader') {
        const method = action === 'paidCash' ? 'cash' : 'card_reader';
        await callRoute(routePaths.orders.markPaid, { params: { id: orderId }, body: { method } });
      } else {
        await callRoute(routePaths.developmentOrders.addRollsEvent, {
          params: { id: orderId, eventId: action },
          body: {},
        });
      }
    },
    onSuccess: done,
  });
}

/** Changes the address of an unpaid order (its labels not made yet follow; its tax is taken again). */
export function useChangeOrderAddress(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  return async (addressId: number) => {
    await callRoute(routePaths.orders.update, { params: { id: orderId }, body: { address: { addressId } } });
    await queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
  };
}
