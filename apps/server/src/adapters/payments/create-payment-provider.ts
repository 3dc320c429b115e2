import type { Config } from '../../config.js';
import { createLocalPaymentProvider } from './local-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripePaymentProvider } from './stripe-provider.js';

export function createPaymentProvider(config: Pick<Config, 'payments' | 'authSecret'>): PaymentProvider {
  return config.payments.provider === 'stripe'
    ? createStripePaymentProvider(config.payments)
    : createLocalPaymentProvider(config.authSecret);
}
