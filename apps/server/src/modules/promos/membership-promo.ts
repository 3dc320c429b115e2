// A promo code on a membership purchase: one use counted against the code's limit while the purchase
// is paid, given back when it is declined. The subscription itself records which code it used.
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { countUse, uncountUse, type PromoRow } from './store.js';

export async function holdPromoUse(tx: Tx, promo: PromoRow): Promise<void> {
  if (!(await countUse(tx, promo.id))) {
    const problem = `${promo.code} has already been used`;
    throw new AppError('CONFLICT', problem, [`promoCode: ${problem}`]);
  }
}

export function releasePromoUse(tx: Tx, promoId: number): Promise<void> {
  return uncountUse(tx, promoId);
}
