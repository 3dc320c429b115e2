import { paymentRoutes } from '@filmlab/api';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => callRoute(paymentRoutes.config, { signal }),
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
  return (await callRoute(paymentRoutes.localTokenize, { body: card })).token;
}
