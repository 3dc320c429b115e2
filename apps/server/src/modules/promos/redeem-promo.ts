// Uses a promo for an order about to be paid (the checkout's promo step): one use counted against
// its limit and one redemption recorded, in the caller's transaction.
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { countUse, insertRedemption, type PromoRow, type Redeemer } from './store.js';

const conflict = (problem: string) => new AppError('CONFLICT', problem, [`promoCode: ${problem}`]);

export async function redeemPromo(options: {
  tx: Tx;
  promo: PromoRow;
  orderId: number;
  who: Redeemer;
  /** Cents taken off by it. */
  discount: number;
}): Promise<void> {
  const { tx, promo, who } = options;
  if (!(await countUse(tx, promo.id))) throw conflict(`${promo.code} has already been used; remove it to pay`);
  if (!(await insertRedemption(tx, options))) {
    throw conflict(
      `${promo.code} has already been used ${who.customerId !== null ? 'on your account' : 'with this e-mail address'}; remove it to pay`,
    );
  }
}
