import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createLocalPaymentProvider } from './local-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripePaymentProvider } from './stripe-provider.js';

/** The configured provider; the local one keeps its records in the app's database. */
export function createPaymentProvider(
  config: Pick<Config, 'payments' | 'authSecret' | 'faultPoint'>,
  db: Db,
): PaymentProvider {
  return config.payments.provider === 'stripe'
    ? createStripePaymentProvider(config.payments)
    : createLocalPaymentProvider({ secret: config.authSecret, db, config });
}
