// Uses a promo for an order about to be paid (the checkout's promo step) or a membership purchase
// (its reserve step): one use counted against its limit and one redemption recorded, in the
// caller's transaction.
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { countUse, insertRedemption, type PromoRow, type PromoUse, type Redeemer } from './store.js';

const conflict = (problem: string) => new AppError('CONFLICT', problem, [`promoCode: ${problem}`]);

export type { PromoUse };

export async function redeemPromo(
  options: {
    tx: Tx;
    promo: PromoRow;
    who: Redeemer;
    /** Cents taken off by it. */
    discount: number;
  } & PromoUse,
): Promise<void> {
  const { tx, promo, who, discount } = options;
  const use: PromoUse =
    options.orderId !== undefined ? { orderId: options.orderId } : { subscriptionId: options.subscriptionId };
  if (!(await countUse(tx, promo.id))) throw conflict(`${promo.code} has already been used; remove it to pay`);
  if (!(await insertRedemption(tx, { promo, use, who, discount }))) {
    throw conflict(
      `${promo.code} has already been used ${who.customerId !== null ? 'on your account' : 'with this e-mail address'}; remove it to pay`,
    );
  }
}
