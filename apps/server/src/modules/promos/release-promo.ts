// Gives back the promo use an order held (a declined or abandoned payment, a canceled order).
import type { Tx } from '../../db/client.js';
import { deleteRedemption, uncountUse } from './store.js';

export async function releasePromo(options: { tx: Tx; orderId: number }): Promise<void> {
  const promoId = await deleteRedemption(options.tx, options.orderId);
  if (promoId !== null) await uncountUse(options.tx, promoId);
}
