import type { MembershipSubscription, SavedPaymentMethod } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import type { ActivePlanId } from '@filmlab/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const membershipKeys = {
  subscriptions: (userId: number) => ['users', String(userId), 'subscriptions'] as const,
  credits: (userId: number) => ['users', String(userId), 'credits'] as const,
  cards: (userId: number) => ['users', userId, 'payment-methods'] as const,
};

export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => callRoute(routePaths.payments.config, { signal }),
    staleTime: Infinity,
  });
}

/** The local provider's stand-in for Stripe.js: the card becomes a one-use token. */
export async function tokenizeCard(card: { number: string; expMonth: number; expYear: number; cvc: string }) {
  return (await callRoute(routePaths.payments.localTokenize, { body: card })).token;
}

export function useSavedCards(userId: number | null) {
  return useQuery({
    queryKey: membershipKeys.cards(userId ?? 0),
    queryFn: async ({ signal }): Promise<SavedPaymentMethod[]> =>
      (await callRoute(routePaths.payments.listMethods, { params: { id: userId! }, signal })).paymentMethods,
    enabled: userId !== null,
  });
}

export function useSubscriptions(userId: number) {
  return useQuery({
    queryKey: membershipKeys.subscriptions(userId),
    queryFn: async ({ signal }) =>
      (await callRoute(routePaths.memberships.list, { params: { id: userId }, signal })).subscriptions,
  });
}

export function useCreditLedger(userId: number) {
  return useQuery({
    queryKey: membershipKeys.credits(userId),
    queryFn: ({ signal }) => callRoute(routePaths.memberships.credits, { params: { id: userId }, signal }),
  });
}

/** After a purchase, a cancel or a resume: the avatar menu, the account and the ledger read anew. */
function useRefreshMembership(userId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) }),
      queryClient.invalidateQueries({ queryKey: membershipKeys.subscriptions(userId) }),
      queryClient.invalidateQueries({ queryKey: membershipKeys.credits(userId) }),
      queryClient.invalidateQueries({ queryKey: membershipKeys.cards(userId) }),
    ]);
}

/** Buys a tier with a token or saved card; the server sets the price. */
export function usePurchaseMembership(userId: number) {
  const refresh = useRefreshMembership(userId);
  return useMutation({
    mutationFn: (input: { plan: ActivePlanId; token: string; promoCode: string }) =>
      callRoute(routePaths.memberships.purchase, {
        params: { id: userId, plan: input.plan },
        query: input.promoCode.trim() ? { promoCode: input.promoCode.trim() } : {},
        body: { token: input.token },
      }),
    onSuccess: () => refresh(),
  });
}

export function useChangeRenewal(userId: number) {
  const refresh = useRefreshMembership(userId);
  return useMutation({
    mutationFn: async (input: { subscriptionId: number; cancel: boolean }): Promise<MembershipSubscription> => {
      const route = input.cancel ? routePaths.memberships.cancel : routePaths.memberships.resume;
      return (await callRoute(route, { params: { id: userId, subscriptionId: input.subscriptionId } })).subscription;
    },
    onSuccess: () => refresh(),
  });
}
