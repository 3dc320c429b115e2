// Gives back the promo use an order or a membership purchase held (a declined or abandoned payment, a
// canceled order). Deleting the redemption decides who gives it back, so a use is given back once
// however many callers (request, sweep, webhook) release it.
import type { Tx } from '../../db/client.js';
import { deleteRedemption, uncountUse, type PromoUse } from './store.js';

export async function releasePromo(options: { tx: Tx } & PromoUse): Promise<void> {
  const use: PromoUse =
    options.orderId !== undefined ? { orderId: options.orderId } : { subscriptionId: options.subscriptionId };
  const promoId = await deleteRedemption(options.tx, use);
  if (promoId !== null) await uncountUse(options.tx, promoId);
}
