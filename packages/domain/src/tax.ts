// Which tax rate an order uses, and how it reads (spec sections 2.10, 4 and 8).
import { DEFAULT_TAX_RATE } from './readings.js';

export interface TaxRateOrder {
  paymentId?: string | null;
  /** Percent, as stored on the order. */
  taxRate?: number | null;
}

export type TaxRateSource = 'stored' | 'default' | 'calculate';

const hasRate = (rate: number | null | undefined): rate is number => typeof rate === 'number' && Number.isFinite(rate);

/**
 * Section 4's order of choice: a paid order keeps the rate it was paid at; otherwise a default the
 * screen was given; otherwise the rate is calculated from the address. A stored 0 is a real rate
 * (a tax-free address), not a missing one.
 */
export function taxRateSource({
  order,
  defaultRate,
}: {
  order: TaxRateOrder | null | undefined;
  defaultRate?: number | null;
}): TaxRateSource {
  if (order?.paymentId && hasRate(order.taxRate)) return 'stored';
  if (hasRate(defaultRate)) return 'default';
  return 'calculate';
}

/**
 * The rate in percent. `calculated` is the tax service's answer when the source is 'calculate';
 * null or undefined means the calculation failed (or none was made), and then the default rate
 * applies (section 8), so tax is never silently zero.
 */
export function chooseTaxRate({
  order,
  defaultRate,
  calculated,
}: {
  order: TaxRateOrder | null | undefined;
  defaultRate?: number | null;
  calculated?: number | null;
}): number {
  switch (taxRateSource({ order, defaultRate })) {
    case 'stored':
      return order?.taxRate as number;
    case 'default':
      return defaultRate as number;
    case 'calculate':
      return hasRate(calculated) ? calculated : DEFAULT_TAX_RATE;
  }
}

/**
 * How a tax rate reads on every screen, invoice and receipt (one reading): at least 2
 * decimals (spec 2.10) and the third when the rate has one, so New York City's 8.875 reads 8.875%,
 * not 8.88% here and 8.875% there. Rounds half up on the decimal value, not its binary approximation.
 */
export function formatTaxRate(rate: number): string {
  const rounded = Math.round(Number(`${rate}e3`)) / 1000;
  const text = rounded.toFixed(3);
  return `${text.endsWith('0') ? text.slice(0, -1) : text}%`;
}

/**
 * Tax in cents on an amount in cents, rounded to the nearest cent (half up). The rate is taken to
 * thousandths of a percent in integers, so 8.875% of $10.00 is exactly 88.75 cents -> 89.
 */
export function taxCents(amountCents: number, ratePercent: number): number {
  const thousandths = Math.round(ratePercent * 1000);
  return Math.round((amountCents * thousandths) / 100_000);
}
