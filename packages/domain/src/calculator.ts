// The price calculator of the pricing page (spec 2.9): what a year of shooting costs on demand and
// on each membership. Prices come from the price table (priceFor) and credits and fees from the plan
// records (PLANS), except where section 9 quotes the calculator with figures of its own
// (calculator-figures.ts: non-member uncut sleeving 99, Super Nice pro credits 9). The calculator is
// a marketing estimate; billing never reads those two figures.
// Section 9's "calculator included rolls" (dev+scan 0/10/30/90, 4K 0/3/30/90, rush 0/3/30/unlimited)
// are the plans' own credits, so they are read from PLANS rather than listed again here.
import { CALCULATOR_DEFAULT_ROLLS_PER_YEAR } from './limits.js';
import { calculatorCredits, calculatorPrice } from './calculator-figures.js';
import type { Credits, Plan } from './plan-benefits.js';
import { PLANS } from './plans.js';
import type { PriceList } from './price-list.js';
import { TIER_COLUMNS, type PricedService, type TierColumn } from './prices.js';

export const CALCULATOR_ADD_ON_KEYS = [
  'cutSleeving',
  'uncutSleeving',
  'rush',
  'prints',
  'scans4K',
  'proScans',
] as const;
export type CalculatorAddOnKey = (typeof CALCULATOR_ADD_ON_KEYS)[number];

/** The table rows an add-on's cost lands in (both sleevings share one row). */
export const CALCULATOR_ROWS = [
  { key: 'membershipFee', label: 'Membership Fee' },
  { key: 'devScan', label: 'Dev + Scan' },
  { key: 'rush', label: 'Rush' },
  { key: 'scans4K', label: '4K Scans' },
  { key: 'proScans', label: 'Pro Scans' },
  { key: 'sleeving', label: 'Sleeving' },
  { key: 'prints', label: 'Prints' },
] as const;
export type CalculatorRowKey = (typeof CALCULATOR_ROWS)[number]['key'];

type CreditKey = 'rushCredits' | 'scan4KCredits' | 'proScanCredits';

export interface CalculatorAddOn {
  key: CalculatorAddOnKey;
  label: string;
  service: PricedService;
  row: CalculatorRowKey;
  /** The plan credits spent before this add-on is charged; null when no plan includes it. */
  credits: CreditKey | null;
  /** Checking this add-on unchecks the other (spec 2.9). */
  excludes: CalculatorAddOnKey | null;
  hiddenOnMobile: boolean;
}

/** The checkboxes, in the order the calculator shows them. */
export const CALCULATOR_ADD_ONS: readonly CalculatorAddOn[] = [
  {
    key: 'cutSleeving',
    label: 'Cut Sleeving',
    service: 'cutSleeving',
    row: 'sleeving',
    credits: null,
    excludes: 'uncutSleeving',
    hiddenOnMobile: false,
  },
  {
    key: 'uncutSleeving',
    label: 'Uncut Sleeving',
    service: 'uncutSleeving',
    row: 'sleeving',
    credits: null,
    excludes: 'cutSleeving',
    hiddenOnMobile: true,
  },
  {
    key: 'rush',
    label: 'Rush',
    service: 'rush',
    row: 'rush',
    credits: 'rushCredits',
    excludes: null,
    hiddenOnMobile: false,
  },
  {
    key: 'prints',
    label: 'Prints',
    service: 'prints4x6',
    row: 'prints',
    credits: null,
    excludes: null,
    hiddenOnMobile: false,
  },
  {
    key: 'scans4K',
    label: '4K Scans',
    service: 'scan4K',
    row: 'scans4K',
    credits: 'scan4KCredits',
    excludes: 'proScans',
    hiddenOnMobile: false,
  },
  {
    key: 'proScans',
    label: 'Pro Scans',
    service: 'proScan',
    row: 'proScans',
    credits: 'proScanCredits',
    excludes: 'scans4K',
    hiddenOnMobile: false,
  },
];

function addOn(key: CalculatorAddOnKey): CalculatorAddOn {
  // Every key has an entry; the fallback only satisfies the index check.
  return CALCULATOR_ADD_ONS.find((entry) => entry.key === key) ?? (CALCULATOR_ADD_ONS[0] as CalculatorAddOn);
}

export interface CalculatorColumn {
  planId: TierColumn;
  label: string;
}

/** On Demand, then the three memberships on sale, named from the plan records. */
export const CALCULATOR_COLUMNS: readonly CalculatorColumn[] = TIER_COLUMNS.map((planId) => ({
  planId,
  label: planId === 'NON_MEMBER' ? 'On Demand' : `${PLANS[planId].label} Membership`,
}));

export interface AddOnSelection {
  checked: boolean;
  /** Rolls this add-on applies to; only meaningful while checked. */
  count: number;
}

export interface CalculatorState {
  rolls: number;
  addOns: Record<CalculatorAddOnKey, AddOnSelection>;
}

/** Anything missing is the calculator's default: 20 rolls, nothing checked. */
export interface CalculatorInput {
  rolls?: number;
  addOns?: Partial<Record<CalculatorAddOnKey, AddOnSelection>>;
  /** The lab's active price list (the defaults when absent). */
  prices?: PriceList;
}

/** Rolls per year as the calculator uses them: a whole number, never negative (blank or junk is 0). */
export function normalizeRolls(rolls: number): number {
  return Number.isFinite(rolls) && rolls > 0 ? Math.floor(rolls) : 0;
}

/** A per-service count kept between 0 and the dev+scan count (spec 2.9 and section 5). */
export function clampServiceCount(count: number, rolls: number): number {
  const max = normalizeRolls(rolls);
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(Math.floor(count), max);
}

/**
 * What a count field shows and counts while a person types in it: blank stays blank (and counts as
 * 0, so the field can be cleared and retyped), anything else becomes a whole number from 0 to `max`
 * written without leading zeros, so clearing the field and typing 12 shows 12, never 012.
 */
export function typedCount(text: string, max: number = Number.POSITIVE_INFINITY): { text: string; count: number } {
  const trimmed = text.trim();
  if (trimmed === '') return { text: '', count: 0 };
  const parsed = Number.parseInt(trimmed, 10);
  const count = Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, Math.max(0, Math.floor(max))) : 0;
  return { text: String(count), count };
}

export function initialCalculatorState(rolls: number = CALCULATOR_DEFAULT_ROLLS_PER_YEAR): CalculatorState {
  const addOns = Object.fromEntries(CALCULATOR_ADD_ON_KEYS.map((key) => [key, { checked: false, count: 0 }]));
  return { rolls: normalizeRolls(rolls), addOns: addOns as CalculatorState['addOns'] };
}

/**
 * Checks or unchecks an add-on. Checking applies it to every roll (the count can then be lowered)
 * and unchecks its exclusive partner; unchecking, of either, sets the count to 0.
 */
export function toggleAddOn(state: CalculatorState, key: CalculatorAddOnKey, checked: boolean): CalculatorState {
  const addOns = { ...state.addOns };
  addOns[key] = checked ? { checked: true, count: normalizeRolls(state.rolls) } : { checked: false, count: 0 };
  const partner = addOn(key).excludes;
  if (checked && partner) addOns[partner] = { checked: false, count: 0 };
  return { ...state, addOns };
}

/** Edits a per-service count; only a checked add-on's count can change. */
export function setServiceCount(state: CalculatorState, key: CalculatorAddOnKey, count: number): CalculatorState {
  if (!state.addOns[key].checked) return state;
  return {
    ...state,
    addOns: { ...state.addOns, [key]: { checked: true, count: clampServiceCount(count, state.rolls) } },
  };
}

/**
 * Changes the rolls per year. Counts are left as typed and clamped when priced, so typing "100"
 * through "1" and "10" does not cut a count of 20 down to 1 on the way.
 */
export function setRollsPerYear(state: CalculatorState, rolls: number): CalculatorState {
  return { ...state, rolls: normalizeRolls(rolls) };
}

/**
 * The counts that are priced: unchecked add-ons count 0, checked ones are clamped to the rolls, and
 * if both of an exclusive pair arrive checked (toggleAddOn never produces that) the first one listed
 * in CALCULATOR_ADD_ONS wins, so a hand-made input is never charged for both.
 */
export function effectiveCounts(input: CalculatorInput = {}): Record<CalculatorAddOnKey, number> {
  const rolls = normalizeRolls(input.rolls ?? CALCULATOR_DEFAULT_ROLLS_PER_YEAR);
  const counts = {} as Record<CalculatorAddOnKey, number>;
  for (const entry of CALCULATOR_ADD_ONS) {
    const selection = input.addOns?.[entry.key];
    // The partner wins when it is listed earlier (already in counts) and checked.
    const partnerWins =
      entry.excludes !== null && entry.excludes in counts && input.addOns?.[entry.excludes]?.checked === true;
    counts[entry.key] = selection?.checked && !partnerWins ? clampServiceCount(selection.count, rolls) : 0;
  }
  return counts;
}

/** Rolls charged after the plan's credits are spent. */
export function billableRolls(count: number, credits: Credits): number {
  return credits === 'unlimited' ? 0 : Math.max(0, count - credits);
}

export interface CalculatorColumnResult extends CalculatorColumn {
  rows: Record<CalculatorRowKey, number>;
  /** Cents for the year. */
  total: number;
  /** total / rolls rounded to the cent; null at 0 rolls, where a per-roll figure means nothing. */
  perRoll: number | null;
  best: boolean;
}

export interface CalculatorResult {
  rolls: number;
  counts: Record<CalculatorAddOnKey, number>;
  columns: CalculatorColumnResult[];
  bestPlanId: TierColumn;
}

function priceColumn(
  column: CalculatorColumn,
  rolls: number,
  counts: Record<CalculatorAddOnKey, number>,
  list: PriceList | undefined,
) {
  const plan: Plan = list ? { ...PLANS[column.planId], ...list.plans[column.planId] } : PLANS[column.planId];
  const rows: Record<CalculatorRowKey, number> = {
    membershipFee: plan.price,
    devScan:
      billableRolls(rolls, calculatorCredits(plan, 'rollCredits')) * calculatorPrice('devScan', column.planId, list),
    rush: 0,
    scans4K: 0,
    proScans: 0,
    sleeving: 0,
    prints: 0,
  };
  for (const entry of CALCULATOR_ADD_ONS) {
    const count = counts[entry.key];
    const charged = entry.credits ? billableRolls(count, calculatorCredits(plan, entry.credits)) : count;
    rows[entry.row] += charged * calculatorPrice(entry.service, column.planId, list);
  }
  const total = Object.values(rows).reduce((sum, cents) => sum + cents, 0);
  return { rows, total, perRoll: rolls === 0 ? null : Math.round(total / rolls) };
}

/**
 * The cheapest column. On a tie the lower tier wins (columns run On Demand to Super Nice): a bigger
 * membership for the same money is never what we recommend.
 */
export function bestColumnOf(totals: ReadonlyArray<{ planId: TierColumn; total: number }>): TierColumn {
  let best = totals[0];
  for (const column of totals) if (best === undefined || column.total < best.total) best = column;
  return best?.planId ?? 'NON_MEMBER';
}

/** The comparison table for a year of shooting. */
export function calculatePrices(input: CalculatorInput = {}): CalculatorResult {
  const rolls = normalizeRolls(input.rolls ?? CALCULATOR_DEFAULT_ROLLS_PER_YEAR);
  const counts = effectiveCounts({ ...input, rolls });
  const priced = CALCULATOR_COLUMNS.map((column) => ({
    ...column,
    ...priceColumn(column, rolls, counts, input.prices),
  }));
  const bestPlanId = bestColumnOf(priced);
  const columns = priced.map((column) => ({ ...column, best: column.planId === bestPlanId }));
  return { rolls, counts, columns, bestPlanId };
}
