// Promo codes on orders (spec sections 3 and 5): a percentage or a fixed amount off, only on the
// lines of the promo's product type when it names one.
import type { ProductType } from './enums.js';

export interface PromoTerms {
  /** Whole percent, 1..100; or null. */
  percentOff: number | null;
  /** Cents; or null. */
  amountOff: number | null;
  /** When set, only lines of this product type are discounted. */
  productType: ProductType | null;
}

export interface DiscountableLine {
  /** Cents for the whole line. */
  amount: number;
  productType: ProductType;
}

export interface PromoDiscount {
  total: number;
  /** Cents off each line, in the order given; sums to total. */
  perLine: number[];
}

export function promoAppliesToLine(
  promo: Pick<PromoTerms, 'productType'>,
  line: Pick<DiscountableLine, 'productType'>,
) {
  return promo.productType === null || promo.productType === line.productType;
}

/**
 * The discount in cents. A percentage is taken off each matching line, rounded half up per line; a
 * fixed amount is capped at the matching lines' sum and spread over them in proportion (largest
 * remainders get the odd cents), so a refund of one line can return its share.
 */
export function promoDiscount(promo: PromoTerms, lines: readonly DiscountableLine[]): PromoDiscount {
  const matching = lines.map((line) => promoAppliesToLine(promo, line) && line.amount > 0);
  if (promo.percentOff !== null) {
    const pct = Math.min(100, Math.max(0, promo.percentOff));
    const perLine = lines.map((line, i) => (matching[i] ? Math.round((line.amount * pct) / 100) : 0));
    return { total: perLine.reduce((a, b) => a + b, 0), perLine };
  }
  const base = lines.reduce((sum, line, i) => sum + (matching[i] ? line.amount : 0), 0);
  const total = Math.min(Math.max(0, promo.amountOff ?? 0), base);
  if (total === 0) return { total: 0, perLine: lines.map(() => 0) };
  const exact = lines.map((line, i) => (matching[i] ? (line.amount * total) / base : 0));
  const perLine = exact.map(Math.floor);
  let left = total - perLine.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, i) => [value - Math.floor(value), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left === 0) break;
    perLine[i] = (perLine[i] ?? 0) + 1;
    left -= 1;
  }
  return { total, perLine };
}

export interface PromoUsage {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** null: no limit; 1: a one-time code. */
  maxUses: number | null;
  usedCount: number;
}

/** Why a code cannot be used now, in the shopper's words, or null when it can. */
export function promoUnusableReason(promo: PromoUsage, now: Date): string | null {
  if (!promo.active) return 'is no longer active';
  if (promo.startsAt && now < promo.startsAt) return 'is not active yet';
  if (promo.endsAt && now >= promo.endsAt) return 'has expired';
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return 'has already been used';
  return null;
}
