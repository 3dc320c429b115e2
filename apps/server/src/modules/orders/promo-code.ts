// Finding and checking a promo code for an order (spec section 5: only lines of its product type).
import { promoAppliesToLine, promoUnusableReason, type ProductType } from '@filmlab/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { promoRedemptions } from '../../db/schema/orders.js';
import { AppError } from '../../errors.js';
import { findPromoByCode, type PromoRow } from './store.js';

const refuse = (problem: string) => new AppError('BAD_REQUEST', `promoCode: ${problem}`, [`promoCode: ${problem}`]);

const typeWords: Record<ProductType, string> = {
  DIGITAL: 'digital products',
  FULFILLMENT_SERVICE_ADD_ON: 'fulfilment add-ons',
  PRODUCT: 'shop products',
  SERVICE_ADD_ON: 'service add-ons',
  PRINT: 'prints',
  SUBSCRIPTION: 'memberships',
};

/** The promo for a code, or a 400 naming promoCode: unknown, unusable now, used, or matching no line. */
export async function usablePromo(options: {
  db: Db | Tx;
  code: string;
  customerId: number | null;
  lines: ReadonlyArray<{ productType: ProductType }>;
  now: Date;
}): Promise<PromoRow> {
  const { db, code, customerId, lines, now } = options;
  const promo = await findPromoByCode(db, code);
  if (!promo) throw refuse(`${code} is not a valid code`);
  const reason = promoUnusableReason(promo, now);
  if (reason) throw refuse(`${promo.code} ${reason}`);
  if (promo.oncePerCustomer && customerId !== null) {
    const [used] = await db
      .select({ id: promoRedemptions.id })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoId, promo.id), eq(promoRedemptions.customerId, customerId)));
    if (used) throw refuse(`${promo.code} has already been used on your account`);
  }
  if (lines.length > 0 && !lines.some((line) => promoAppliesToLine(promo, line))) {
    throw refuse(
      `${promo.code} applies only to ${promo.productType ? typeWords[promo.productType] : 'other products'}`,
    );
  }
  return promo;
}
