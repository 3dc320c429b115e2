// The three tables of the pricing page (spec 2.8), generated from the plan records: every value is
// a plan's own benefit text, which the domain builds from the price table and the plan's credits.
import {
  BENEFIT_KEYS,
  PLANS,
  TIER_COLUMNS,
  type BenefitKey,
  type Plan,
  type PlanId,
  type TierColumn,
} from '@filmlab/domain';

type Plans = Readonly<Record<PlanId, Plan>>;

export interface TierTableRow {
  key: BenefitKey;
  label: string;
  values: Record<TierColumn, string>;
  /** Prices and credits are figures (monospace); service texts are words. */
  numeric: boolean;
}

export interface TierTable {
  id: 'benefits' | 'pricing' | 'add-ons';
  title: string;
  rows: TierTableRow[];
}

const PRICING: readonly BenefitKey[] = ['devScanPrice', 'ecn2DevScanPrice', 'e6DevScanPrice'];

const ADD_ONS: readonly BenefitKey[] = [
  'proScanPrice',
  'scan4KPrice',
  'rushPrice',
  'cutSleevingPrice',
  'uncutSleevingPrice',
  'pushPullPrice',
  'halfFramesPrice',
  'prints4X6Price',
];

/** Every other benefit of the plan records, in the domain's order: a new key shows up here by itself. */
const BENEFITS: readonly BenefitKey[] = BENEFIT_KEYS.filter((key) => !PRICING.includes(key) && !ADD_ONS.includes(key));

function rowOf(plans: Plans, key: BenefitKey): TierTableRow {
  const first = plans[TIER_COLUMNS[0]].benefits[key];
  const values = Object.fromEntries(TIER_COLUMNS.map((tier) => [tier, plans[tier].benefits[key].value])) as Record<
    TierColumn,
    string
  >;
  return { key, label: first.label, values, numeric: first.type !== 'SERVICE' };
}

/** The tables for plans priced from a price list (`plansFor`). */
export function tierTablesFor(plans: Plans): TierTable[] {
  const rows = (keys: readonly BenefitKey[]) => keys.map((key) => rowOf(plans, key));
  return [
    { id: 'benefits', title: 'Benefits', rows: rows(BENEFITS) },
    { id: 'pricing', title: 'Pricing', rows: rows(PRICING) },
    { id: 'add-ons', title: 'Add-Ons', rows: rows(ADD_ONS) },
  ];
}

/** The tables at the default prices. */
export const TIER_TABLES: readonly TierTable[] = tierTablesFor(PLANS);

export interface TierHeading {
  tier: TierColumn;
  label: string;
  /** The purchase page for a membership; null for the non-member column. */
  purchaseHref: string | null;
  price: number;
  desc: string;
}

/** The column headings for plans priced from a price list (`plansFor`). */
export function tierHeadingsFor(plans: Plans): TierHeading[] {
  return TIER_COLUMNS.map((tier) => ({
    tier,
    label: plans[tier].label,
    purchaseHref: tier === 'NON_MEMBER' ? null : `/memberships/purchase?tier=${tier}`,
    price: plans[tier].price,
    desc: plans[tier].desc,
  }));
}

export const TIER_HEADINGS: readonly TierHeading[] = tierHeadingsFor(PLANS);
