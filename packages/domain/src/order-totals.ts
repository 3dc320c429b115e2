// An order's amounts, all in cents (spec sections 2.12, 3 and 9): lines, promo discount, shop
// shipping, tax on what is left, then account credit.
import type { ProductType } from './enums.js';
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

export function shippingFor(lines: readonly Pick<TotalsLine, 'productType'>[]): number {
  return lines.some((line) => SHIPPED_PRODUCT_TYPES.includes(line.productType)) ? CART_SHIPPING_CENTS : 0;
}

export function orderTotals({ lines, promo, taxRate, creditBalance, applyCredit }: OrderTotalsInput): OrderTotals {
  const lineAmounts = lines.map((line) => lineAmount(line.unitAmount, line.quantity));
  const subtotal = lineAmounts.reduce((a, b) => a + b, 0);
  const discount = promo
    ? promoDiscount(
        promo,
        lines.map((line, i) => ({ amount: lineAmounts[i] ?? 0, productType: line.productType })),
      )
    : { total: 0, perLine: lines.map(() => 0) };
  const shipping = shippingFor(lines);
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
