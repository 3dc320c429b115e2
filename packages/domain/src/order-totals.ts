// An order's amounts, all in cents (spec sections 2.12, 3 and 9): lines, promo discount, shop
// shipping, tax on what is left, then account credit.
import type { ProductType } from './enums.js';
import { formatCents } from './money.js';
import { promoDiscount, type PromoTerms } from './promo.js';
import { CART_SHIPPING_CENTS } from './shipping.js';
import { taxCents } from './tax.js';

/** Product types that are shipped to the buyer, so the order carries the shop's fixed shipping. */
export const SHIPPED_PRODUCT_TYPES: readonly ProductType[] = ['PRODUCT', 'PRINT'];

export interface TotalsLine {
  /** Cents per unit. */
  unitAmount: number;
  quantity: number;
  productType: ProductType;
}

export interface OrderTotalsInput {
  lines: readonly TotalsLine[];
  promo: PromoTerms | null;
  /** Percent; null while no address is known (no tax yet). */
  taxRate: number | null;
  /** The customer's account credit in cents, spent only when applyCredit. */
  creditBalance: number;
  applyCredit: boolean;
  /**
   * The shop's shipping line when a line is shipped: the price list's `cartShipping` for the buyer,
   * on the order's list (cartShippingCents); the default when absent.
   */
  shippingCents?: number;
}

export interface OrderTotals {
  lineAmounts: number[];
  lineDiscounts: number[];
  subtotal: number;
  appliedDiscount: number;
  shipping: number;
  taxableAmount: number;
  tax: number;
  appliedCredit: number;
  total: number;
}

export function lineAmount(unitAmount: number, quantity: number): number {
  return unitAmount * quantity;
}

/** True when a line is shipped to the buyer, so the order carries the shop's shipping. */
export function shipsProducts(lines: readonly Pick<TotalsLine, 'productType'>[]): boolean {
  return lines.some((line) => SHIPPED_PRODUCT_TYPES.includes(line.productType));
}

/** The shop's shipping of `lines`: `cents` (the list's cartShipping) when a line is shipped, else 0. */
export function shippingFor(lines: readonly Pick<TotalsLine, 'productType'>[], cents = CART_SHIPPING_CENTS): number {
  return shipsProducts(lines) ? cents : 0;
}

export function orderTotals({
  lines,
  promo,
  taxRate,
  creditBalance,
  applyCredit,
  shippingCents,
}: OrderTotalsInput): OrderTotals {
  const lineAmounts = lines.map((line) => lineAmount(line.unitAmount, line.quantity));
  const subtotal = lineAmounts.reduce((a, b) => a + b, 0);
  const discount = promo
    ? promoDiscount(
        promo,
        lines.map((line, i) => ({ amount: lineAmounts[i] ?? 0, productType: line.productType })),
      )
    : { total: 0, perLine: lines.map(() => 0) };
  const shipping = shippingFor(lines, shippingCents);
  const taxableAmount = subtotal - discount.total + shipping;
  const tax = taxRate === null ? 0 : taxCents(taxableAmount, taxRate);
  const beforeCredit = taxableAmount + tax;
  const appliedCredit = applyCredit ? Math.max(0, Math.min(creditBalance, beforeCredit)) : 0;
  return {
    lineAmounts,
    lineDiscounts: discount.perLine,
    subtotal,
    appliedDiscount: discount.total,
    shipping,
    taxableAmount,
    tax,
    appliedCredit,
    total: beforeCredit - appliedCredit,
  };
}

/**
 * The most one order may come to: $999,999.99, the most one card payment can take (Stripe's limit
 * for USD). Bounding every line and the total by it also keeps every stored sum well inside a
 * 32-bit column and every computed one exact (far below 2^53).
 */
export const MAX_ORDER_CENTS = 99_999_999;

export interface OrderSizeProblem {
  /** The line whose amount alone is too large, or null when only the whole order is. */
  line: number | null;
  message: string;
}

/** Why the order is too large to take, in the shopper's words, or null when it is not. */
export function orderSizeProblem(
  totals: Pick<OrderTotals, 'lineAmounts' | 'subtotal' | 'total'>,
): OrderSizeProblem | null {
  const most = formatCents(MAX_ORDER_CENTS);
  const line = totals.lineAmounts.findIndex((amount) => amount > MAX_ORDER_CENTS);
  if (line >= 0) return { line, message: `comes to more than ${most}, the most one order can be; order fewer` };
  if (totals.subtotal > MAX_ORDER_CENTS || totals.total > MAX_ORDER_CENTS) {
    return { line: null, message: `the order comes to more than ${most}, the most one order can be; split it up` };
  }
  return null;
}
