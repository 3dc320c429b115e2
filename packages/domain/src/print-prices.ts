// Print sizes on the lab's price list: each size of the two print products (the 4x6 print and the
// large-format sizes) has a row of its own, one price per tier column, as the per-roll services do.
// The catalogue's variants stay the items sold (stock, names); their prices are read from the list.
import type { PlanId } from './plan-ids.js';
import { PRICE_COLUMN_OF_PLAN, TIER_COLUMNS, priceFor, type PriceRow, type TierColumn } from './prices.js';
import { isPrintSize, type PrintSize } from './prints.js';
import { FRAMES_PER_ROLL_FOR_4X6_PRICE } from './readings.js';

/** The catalogue's print products, by sku: their variants named after a print size are priced from the list. */
export const LARGE_FORMAT_SKU = 'print-large-format';
export const SMALL_PRINT_SKU = 'print-4x6';
export const PRINT_PRODUCT_SKUS: readonly string[] = [LARGE_FORMAT_SKU, SMALL_PRINT_SKU];

/** Each print size's price per tier column (a size the catalogue has no variant of is left out). */
export type PrintSizePrices = Readonly<Partial<Record<PrintSize, PriceRow>>>;

const row = (nonMember: number, member: number): PriceRow => ({
  NON_MEMBER: nonMember,
  NICE_2025: member,
  VERY_NICE_2025: member,
  SUPER_NICE_2025: member,
});

/** One 4x6 print per column: spec 9's per-roll 4x6 price over a 36-exposure roll, rounded up. */
const smallPrintRow = Object.fromEntries(
  TIER_COLUMNS.map((tier) => [tier, Math.ceil(priceFor('prints4x6', tier) / FRAMES_PER_ROLL_FOR_4X6_PRICE)]),
) as Record<TierColumn, number>;

/**
 * The demo catalogue's prices (the variants' price, and their member price in the member columns):
 * the seed of a new lab's first list and of its print products' variants.
 */
export const DEFAULT_PRINT_SIZE_PRICES: Readonly<Record<PrintSize, PriceRow>> = {
  '4x6': smallPrintRow,
  '8x10': row(2500, 2200),
  '11x14': row(4500, 3900),
  '12x18': row(5500, 4800),
  '16x20': row(7500, 6500),
  '20x30': row(12500, 10900),
};

/** The print size a catalogue variant sells, or null when it is not a print product's size. */
export function printSizeOf(productSku: string | null, variantName: string | null): PrintSize | null {
  if (productSku === null || variantName === null || !PRINT_PRODUCT_SKUS.includes(productSku)) return null;
  return isPrintSize(variantName) ? variantName : null;
}

/**
 * What one print of `size` costs a customer billed on `planId` (billedPlan: a lapsed member pays the
 * non-member column), on a list's print sizes; undefined when the list has no row for the size (the
 * catalogue's variant price then stands).
 */
export function printSizePrice(
  printSizes: PrintSizePrices | undefined,
  size: PrintSize,
  planId: PlanId,
): number | undefined {
  return printSizes?.[size]?.[PRICE_COLUMN_OF_PLAN[planId]];
}

/**
 * A variant's prices as a row: its price in the non-member column, the member price (a discount: never
 * above the price) in the member columns. How the migration and the fallback read the catalogue.
 */
export function rowOfVariant(variant: { price: number; memberPrice: number | null }): PriceRow {
  const member =
    variant.memberPrice === null || variant.memberPrice < 0
      ? variant.price
      : Math.min(variant.price, variant.memberPrice);
  return row(variant.price, member);
}

/** One edit of a print size's price: one tier column, or every column when `tier` is absent. */
export interface PrintSizeEdit {
  size: PrintSize;
  tier?: TierColumn | undefined;
  cents: number;
}

/** One recorded change of a print size's price in one column. */
export interface PrintSizeChange {
  size: PrintSize;
  tier: TierColumn;
  cents: number;
  oldCents: number;
}

/**
 * Applies `edit` (the i-th of the body's printSizes) to `printSizes`, a copy being edited. A size must be
 * one the catalogue offers (`offered`: its variants' prices, the row a size new to the list starts
 * from). Returns the columns that changed; throws the field and the problem otherwise.
 */
export function editPrintSize(
  printSizes: Partial<Record<PrintSize, PriceRow>>,
  edit: PrintSizeEdit,
  i: number,
  offered: PrintSizePrices,
): PrintSizeChange[] | { field: string; problem: string } {
  if (!isPrintSize(edit.size) || !offered[edit.size])
    return { field: `printSizes.${i}.size`, problem: 'is not a print size the catalogue offers' };
  if (edit.tier !== undefined && !TIER_COLUMNS.includes(edit.tier))
    return { field: `printSizes.${i}.tier`, problem: 'is not a tier column' };
  if (!Number.isInteger(edit.cents) || edit.cents < 0)
    return { field: `printSizes.${i}.cents`, problem: 'must be a whole number of cents, 0 or more' };
  const before = printSizes[edit.size] ?? offered[edit.size]!;
  const after = { ...before };
  const changes: PrintSizeChange[] = [];
  for (const tier of edit.tier === undefined ? TIER_COLUMNS : [edit.tier]) {
    if (before[tier] !== edit.cents) changes.push({ size: edit.size, tier, cents: edit.cents, oldCents: before[tier] });
    after[tier] = edit.cents;
  }
  printSizes[edit.size] = after;
  return changes;
}
