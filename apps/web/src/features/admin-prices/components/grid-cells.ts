// The price grid's cells as text (what staff type), and the edit a draft's cells make of its list:
// prices, fees and print sizes' prices in dollars, credits as a number or "unlimited".
import type { PriceListEntries, UpdatePriceListBody } from '@filmlab/api';
import {
  CREDIT_KINDS,
  CREDIT_TERMS,
  PLAN_IDS,
  PRICED_SERVICES,
  PRINT_SIZE_NAMES,
  TIER_COLUMNS,
  type CreditKind,
  type Credits,
  type PlanId,
  type PrintSize,
  type TierColumn,
} from '@filmlab/domain';

/** The plans with a fee and credits (every plan but non-members). */
export const FEE_PLANS = PLAN_IDS.filter((id): id is Exclude<PlanId, 'NON_MEMBER'> => id !== 'NON_MEMBER');

export const dollars = (cents: number) => (cents / 100).toFixed(2);
/** '18.99' or '$18' as cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** '12' as 12 credits, 'unlimited' (any case) as unlimited; null when it is neither. */
export function creditsOf(text: string): Credits | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'unlimited') return 'unlimited';
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}
export const creditsCell = (credits: Credits) => (credits === 'unlimited' ? 'unlimited' : String(credits));

export type Cells = Record<string, string>;
export const serviceKey = (service: string, tier: TierColumn) => `${service}.${tier}`;
export const planKey = (planId: PlanId) => `plan.${planId}`;
export const creditKey = (planId: PlanId, kind: CreditKind) => `credits.${planId}.${kind}`;
export const printKey = (size: PrintSize, tier: TierColumn) => `print.${size}.${tier}`;

/** The print sizes the list has a row for (the sizes the catalogue sells), smallest first. */
export const printSizesOf = (entries: PriceListEntries): PrintSize[] =>
  PRINT_SIZE_NAMES.filter((size) => entries.printSizes?.[size] !== undefined);

export function cellsOf(entries: PriceListEntries): Cells {
  const cells: Cells = {};
  for (const { key } of PRICED_SERVICES)
    for (const tier of TIER_COLUMNS) cells[serviceKey(key, tier)] = dollars(entries.prices[key]![tier]);
  for (const planId of FEE_PLANS) {
    const terms = entries.plans[planId]!;
    cells[planKey(planId)] = dollars(terms.price);
    for (const kind of CREDIT_KINDS) cells[creditKey(planId, kind)] = creditsCell(terms[CREDIT_TERMS[kind]]);
  }
  for (const size of printSizesOf(entries))
    for (const tier of TIER_COLUMNS) cells[printKey(size, tier)] = dollars(entries.printSizes![size]![tier]);
  return cells;
}

/** The cell's text is valid for its kind (an amount, or credits). */
export const cellIsValid = (key: string, text: string) =>
  key.startsWith('credits.') ? creditsOf(text) !== null : centsOf(text) !== null;

type PlanEdit = NonNullable<UpdatePriceListBody['plans']>[number];

/** The body that changes what differs between the cells and the list; null while a cell is not valid. */
export function editsOf(entries: PriceListEntries, cells: Cells): UpdatePriceListBody | null {
  const prices: NonNullable<UpdatePriceListBody['prices']> = [];
  const plans: PlanEdit[] = [];
  for (const { key } of PRICED_SERVICES) {
    for (const tier of TIER_COLUMNS) {
      const cents = centsOf(cells[serviceKey(key, tier)] ?? '');
      if (cents === null) return null;
      if (cents !== entries.prices[key]![tier]) prices.push({ service: key, tier, cents });
    }
  }
  for (const planId of FEE_PLANS) {
    const terms = entries.plans[planId]!;
    const cents = centsOf(cells[planKey(planId)] ?? '');
    if (cents === null) return null;
    const edit: PlanEdit = { planId };
    if (cents !== terms.price) edit.price = cents;
    const credits: NonNullable<PlanEdit['credits']> = {};
    for (const kind of CREDIT_KINDS) {
      const value = creditsOf(cells[creditKey(planId, kind)] ?? '');
      if (value === null) return null;
      if (value !== terms[CREDIT_TERMS[kind]]) credits[kind] = value;
    }
    if (Object.keys(credits).length > 0) edit.credits = credits;
    if (edit.price !== undefined || edit.credits) plans.push(edit);
  }
  const printSizes: NonNullable<UpdatePriceListBody['printSizes']> = [];
  for (const size of printSizesOf(entries)) {
    for (const tier of TIER_COLUMNS) {
      const cents = centsOf(cells[printKey(size, tier)] ?? '');
      if (cents === null) return null;
      if (cents !== entries.printSizes![size]![tier]) printSizes.push({ size, tier, cents });
    }
  }
  return { prices, plans, printSizes };
}

/** How many cells differ from the list in a body `editsOf` made. */
export function changedCells(body: UpdatePriceListBody): number {
  const plans = (body.plans ?? []).reduce(
    (sum, edit) => sum + (edit.price === undefined ? 0 : 1) + Object.keys(edit.credits ?? {}).length,
    0,
  );
  return (body.prices ?? []).length + plans + (body.printSizes ?? []).length;
}
