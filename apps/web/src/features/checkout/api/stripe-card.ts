import type { StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';

export interface StripeCard {
  element: StripeCardElement;
  /** Stripe.js turns the card into a PaymentMethod; its pm_... id is the order's paymentId. */
  createPaymentMethod: () => Promise<{ id: string } | { error: string }>;
}

const CARD_STYLE = {
  base: {
    color: '#171513',
    fontSize: '16px',
    fontFamily: "'Inter Tight', system-ui, -apple-system, 'Segoe UI', sans-serif",
    '::placeholder': { color: '#6b645b' },
  },
  invalid: { color: '#b3261e', iconColor: '#b3261e' },
};

/**
 * Loads Stripe.js (only when a checkout with the Stripe provider needs it: the `pure` entry adds
 * Stripe's script on the first call, not on import) and makes a card Element. Null when Stripe.js
 * cannot be loaded.
 */
export async function loadStripeCard(
  publishableKey: string,
  onChange: (event: StripeCardElementChangeEvent) => void,
): Promise<StripeCard | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) return null;
  const element = stripe.elements().create('card', { style: CARD_STYLE });
  element.on('change', onChange);
  return {
    element,
    async createPaymentMethod() {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card: element });
      if (paymentMethod) return { id: paymentMethod.id };
      return { error: error?.message ?? 'Your card could not be read. Check the details and try again.' };
    },
  };
}
