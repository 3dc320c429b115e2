// The lab's price list: every priced service per tier column, the legacy plans' exceptions, and
// every plan's fee and credits. The server keeps one active list (seeded from the defaults below);
// whatever prices a roll, an add-on or a membership reads it.
import type { CreditKind } from './development-order.js';
import { PLAN_IDS, type PlanId } from './plan-ids.js';
import type { PriceTexts } from './price-page-tokens.js';
import { buildPlan, type Credits, type Plan } from './plan-benefits.js';
import { PLAN_DEFINITIONS } from './plan-definitions.js';
// Types only: the pages that read a list do not load the prints module for it.
import type { PrintSize, PrintSizePrices } from './prints.js';
import {
  DEFAULT_SERVICE_PRICES,
  PRICE_COLUMN_OF_PLAN,
  PRICED_SERVICES,
  priceFor,
  TIER_COLUMNS,
  type PricedService,
  type PriceRow,
  type ServicePrices,
  type TierColumn,
} from './prices.js';

/** What a plan costs and grants on a price list. */
export interface PlanTerms {
  /** Yearly fee in cents (NICE_MONTHLY: per month). */
  price: number;
  rollCredits: Credits;
  scan4KCredits: Credits;
  rushCredits: Credits;
  proScanCredits: Credits;
}

export interface PriceList extends ServicePrices {
  plans: Readonly<Record<PlanId, PlanTerms>>;
  /**
   * Each print size's price per tier column (prints.ts). Every stored list has it (the seed's
   * SEED_PRICE_LIST, and migration 0041 for lists made before); absent (the defaults below, an order
   * from before price lists), a print is priced from its catalogue variant.
   */
  printSizes?: PrintSizePrices;
}

function termsOf(id: PlanId): PlanTerms {
  const { price, rollCredits, scan4KCredits, rushCredits, proScanCredits } = PLAN_DEFINITIONS[id].base;
  return { price, rollCredits, scan4KCredits, rushCredits, proScanCredits };
}

/** The domain's constants as a price list: the seed of a new lab's first list. */
export const DEFAULT_PRICE_LIST: PriceList = {
  ...DEFAULT_SERVICE_PRICES,
  plans: Object.fromEntries(PLAN_IDS.map((id) => [id, termsOf(id)])) as Record<PlanId, PlanTerms>,
};

/**
 * Every plan as sold on `list`: its fee and credits, and benefit texts priced from it (or written by
 * `texts`: the build's price tokens).
 */
export function plansFor(list: PriceList, texts?: PriceTexts): Record<PlanId, Plan> {
  return Object.fromEntries(
    Object.values(PLAN_DEFINITIONS).map((definition) => [
      definition.id,
      buildPlan({ ...definition, base: { ...definition.base, ...list.plans[definition.id] } }, list, texts),
    ]),
  ) as Record<PlanId, Plan>;
}

/**
 * The lookup key of the provider's price a plan is billed by on `list`: the plan's sku at its
 * default fee, `<sku>_<cents>` at a fee the lab changed (a price of its own, so an existing
 * subscription keeps its price until it is moved to the new one at renewal).
 */
export function planLookupKey(list: PriceList, planId: PlanId): string {
  const { sku } = PLAN_DEFINITIONS[planId].base;
  const fee = planFee(list, planId);
  return fee === PLAN_DEFINITIONS[planId].base.price ? sku : `${sku}_${fee}`;
}

/** The fee a `<sku>_<cents>` lookup key names, or null for a plain sku. */
export function feeOfLookupKey(key: string): number | null {
  const match = /_(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** What a plan costs on `list`, in cents. */
export function planFee(list: PriceList, planId: PlanId): number {
  return list.plans[planId].price;
}

/** The term of a plan that holds each kind of credit a period grants. */
export const CREDIT_TERMS = {
  devScan: 'rollCredits',
  scan4K: 'scan4KCredits',
  rush: 'rushCredits',
  proScan: 'proScanCredits',
} as const satisfies Record<CreditKind, keyof PlanTerms>;

/** The credits one paid period of a plan grants on `list`, by kind ('unlimited' needs no rows). */
export function planCredits(list: PriceList, planId: PlanId): Record<CreditKind, Credits> {
  const terms = list.plans[planId];
  return {
    devScan: terms.rollCredits,
    scan4K: terms.scan4KCredits,
    rush: terms.rushCredits,
    proScan: terms.proScanCredits,
  };
}

/** One edit of a print size's price: one tier column, or every column when `tier` is absent. */
interface PrintSizeEdit {
  size: PrintSize;
  tier?: TierColumn | undefined;
  cents: number;
}

/** One recorded change of a print size's price in one column. */
interface PrintSizeChange {
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
function editPrintSize(
  printSizes: Partial<Record<PrintSize, PriceRow>>,
  edit: PrintSizeEdit,
  i: number,
  offered: PrintSizePrices,
): PrintSizeChange[] | { field: string; problem: string } {
  if (!Object.hasOwn(offered, edit.size))
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

/**
 * One edit of a draft list: a service's price in a tier column, or a plan's entry (its fee, some of
 * its credits per period, or both).
 */
export type PriceEdit =
  | { kind: 'service'; service: PricedService; tier: TierColumn; cents: number }
  | { kind: 'plan'; planId: PlanId; cents?: number; credits?: Readonly<Partial<Record<CreditKind, Credits>>> }
  | ({ kind: 'printSize' } & PrintSizeEdit);

/** One recorded change: a price or fee with the cents it replaced, or a plan's credits of one kind. */
export type PriceChange =
  | { kind: 'service'; service: PricedService; tier: TierColumn; cents: number; oldCents: number }
  | { kind: 'plan'; planId: PlanId; cents: number; oldCents: number }
  | { kind: 'credits'; planId: PlanId; credit: CreditKind; credits: Credits; oldCredits: Credits }
  | ({ kind: 'printSize' } & PrintSizeChange);

export class PriceListError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function checkCents(field: string, cents: number) {
  if (!Number.isInteger(cents) || cents < 0)
    throw new PriceListError(field, 'must be a whole number of cents, 0 or more');
}

function checkCredits(field: string, credits: Credits) {
  if (credits !== 'unlimited' && (!Number.isInteger(credits) || credits < 0))
    throw new PriceListError(field, 'must be a whole number of credits, 0 or more, or unlimited');
}

/** Applies one plan entry's edit to `terms`, and records what changed in `changes`. */
function editPlan(terms: PlanTerms, edit: Extract<PriceEdit, { kind: 'plan' }>, i: number, changes: PriceChange[]) {
  if (edit.cents !== undefined) {
    checkCents(`plans.${i}.price`, edit.cents);
    if (terms.price !== edit.cents)
      changes.push({ kind: 'plan', planId: edit.planId, cents: edit.cents, oldCents: terms.price });
    terms.price = edit.cents;
  }
  for (const [credit, credits] of Object.entries(edit.credits ?? {}) as Array<[CreditKind, Credits | undefined]>) {
    if (credits === undefined) continue;
    if (!(credit in CREDIT_TERMS)) throw new PriceListError(`plans.${i}.credits.${credit}`, 'is not a kind of credit');
    checkCredits(`plans.${i}.credits.${credit}`, credits);
    const term = CREDIT_TERMS[credit];
    if (terms[term] !== credits)
      changes.push({ kind: 'credits', planId: edit.planId, credit, credits, oldCredits: terms[term] });
    terms[term] = credits;
  }
}

/**
 * The list with the edits made, and the changes that made a difference (an edit to the same value
 * changes nothing and is not recorded). Refuses an edit naming an unknown service, tier or plan, or a
 * print size that `offeredPrintSizes` (the catalogue's sizes, at their variants' prices) leaves out.
 */
export function applyPriceEdits(
  list: PriceList,
  edits: readonly PriceEdit[],
  offeredPrintSizes: PrintSizePrices = {},
): { list: PriceList; changes: PriceChange[] } {
  const prices = Object.fromEntries(Object.entries(list.prices).map(([key, row]) => [key, { ...row }])) as Record<
    PricedService,
    Record<TierColumn, number>
  >;
  const plans = Object.fromEntries(Object.entries(list.plans).map(([key, terms]) => [key, { ...terms }])) as Record<
    PlanId,
    PlanTerms
  >;
  const printSizes: Partial<Record<PrintSize, PriceRow>> = { ...list.printSizes };
  const changes: PriceChange[] = [];
  // Fields are numbered within their kind, as the request body lists them (prices.0, plans.0, printSizes.0).
  const seen = { service: 0, plan: 0, printSize: 0 };
  edits.forEach((edit) => {
    const i = seen[edit.kind]++;
    if (edit.kind === 'printSize') {
      const made = editPrintSize(printSizes, edit, i, offeredPrintSizes);
      if (!Array.isArray(made)) throw new PriceListError(made.field, made.problem);
      changes.push(...made.map((change) => ({ kind: 'printSize' as const, ...change })));
    } else if (edit.kind === 'service') {
      if (!PRICED_SERVICES.some((s) => s.key === edit.service))
        throw new PriceListError(`prices.${i}.service`, 'is not a priced service');
      if (!TIER_COLUMNS.includes(edit.tier)) throw new PriceListError(`prices.${i}.tier`, 'is not a tier column');
      checkCents(`prices.${i}.cents`, edit.cents);
      const oldCents = prices[edit.service][edit.tier];
      if (oldCents !== edit.cents) changes.push({ ...edit, oldCents });
      prices[edit.service][edit.tier] = edit.cents;
    } else {
      if (!PLAN_IDS.includes(edit.planId)) throw new PriceListError(`plans.${i}.planId`, 'is not a plan');
      editPlan(plans[edit.planId], edit, i, changes);
    }
  });
  const edited = { prices, legacyOverrides: list.legacyOverrides, plans, printSizes };
  checkUnlimitedIsIncluded(edited, edits);
  return { list: edited, changes };
}

/**
 * Unlimited credits of a kind grant no rows: the plan has the service at 0 instead, so the price of a
 * kind a plan grants without limit must stay 0. Refuses an edit that breaks this, naming its field
 * (the credits made unlimited, or the price raised above 0).
 */
function checkUnlimitedIsIncluded(list: PriceList, edits: readonly PriceEdit[]) {
  const plans = edits.filter((edit) => edit.kind === 'plan');
  const services = edits.filter((edit) => edit.kind === 'service');
  for (const planId of PLAN_IDS) {
    for (const [credit, credits] of Object.entries(planCredits(list, planId)) as Array<[CreditKind, Credits]>) {
      if (credits !== 'unlimited' || priceFor(credit, planId, list) === 0) continue;
      const byCredits = plans.findIndex((edit) => edit.planId === planId && edit.credits?.[credit] === 'unlimited');
      const column = PRICE_COLUMN_OF_PLAN[planId];
      const byPrice = services.findIndex((edit) => edit.service === credit && edit.tier === column);
      const why = `can be unlimited only where the plan pays 0 for ${credit}`;
      if (byCredits >= 0) throw new PriceListError(`plans.${byCredits}.credits.${credit}`, why);
      if (byPrice >= 0)
        throw new PriceListError(`prices.${byPrice}.cents`, `must be 0: ${planId} has unlimited ${credit} credits`);
    }
  }
}

/**
 * The list in force at `now` among lists that have started: the one that started last. A scheduled
 * list becomes the active one at its start, and the one before it expires then.
 */
export function listInForce<T extends { id: number; startsAt: Date | null }>(lists: readonly T[], now: Date): T | null {
  let best: (T & { startsAt: Date }) | null = null;
  for (const list of lists) {
    const { startsAt } = list;
    if (!startsAt || startsAt > now) continue;
    const later = !best || startsAt > best.startsAt || (+startsAt === +best.startsAt && list.id > best.id);
    if (later) best = { ...list, startsAt };
  }
  return best;
}
