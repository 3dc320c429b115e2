// Finding and checking a promo code for an order (spec section 5: only lines of its product type).
import { promoAppliesToLine, promoUnusableReason, type ProductType } from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findPromoByCode, hasRedeemed, type PromoRow, type Redeemer } from './store.js';

const refuse = (problem: string) => new AppError('BAD_REQUEST', problem, [`promoCode: ${problem}`]);

const typeWords: Record<ProductType, string> = {
  DIGITAL: 'digital products',
  FULFILLMENT_SERVICE_ADD_ON: 'fulfilment add-ons',
  PRODUCT: 'shop products',
  SERVICE_ADD_ON: 'service add-ons',
  PRINT: 'prints',
  SUBSCRIPTION: 'memberships',
};

/**
 * The promo for a code, or a 400 naming promoCode: unknown, unusable now, already used by this
 * customer or e-mail (a once-per-customer code), or matching no line.
 */
export async function findUsablePromo(options: {
  db: Db | Tx;
  code: string;
  who: Redeemer;
  lines: ReadonlyArray<{ productType: ProductType }>;
  now: Date;
}): Promise<PromoRow> {
  const { db, code, who, lines, now } = options;
  const promo = await findPromoByCode(db, code);
  if (!promo) throw refuse(`${code} is not a valid code`);
  const reason = promoUnusableReason(promo, now);
  if (reason) throw refuse(`${promo.code} ${reason}`);
  if (promo.oncePerCustomer && (await hasRedeemed(db, promo.id, who))) {
    throw refuse(
      `${promo.code} has already been used ${who.customerId !== null ? 'on your account' : 'with this e-mail address'}`,
    );
  }
  if (lines.length > 0 && !lines.some((line) => promoAppliesToLine(promo, line))) {
    throw refuse(
      `${promo.code} applies only to ${promo.productType ? typeWords[promo.productType] : 'other products'}`,
    );
  }
  return promo;
}
