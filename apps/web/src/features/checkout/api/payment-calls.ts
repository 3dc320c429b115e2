import type { SavedPaymentMethod } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => callRoute(routePaths.payments.config, { signal }),
    staleTime: Infinity,
  });
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The local provider's stand-in for Stripe.js: the card becomes a token to pay with. */
export async function tokenizeCard(card: CardInput): Promise<string> {
  return (await callRoute(routePaths.payments.localTokenize, { body: card })).token;
}

export const savedCardsKey = (userId: number) => ['users', userId, 'payment-methods'] as const;

/** The customer's saved cards, the default first. */
export function useSavedCards(userId: number) {
  return useQuery({
    queryKey: savedCardsKey(userId),
    queryFn: async ({ signal }) =>
      (await callRoute(routePaths.payments.listMethods, { params: { id: userId }, signal })).paymentMethods,
  });
}

/** Saves a card (a token or payment method id from the card form) as the customer's default. */
export async function saveCard(userId: number, token: string): Promise<SavedPaymentMethod> {
  return (await callRoute(routePaths.payments.saveToken, { params: { id: userId }, body: { token } })).paymentMethod;
}
