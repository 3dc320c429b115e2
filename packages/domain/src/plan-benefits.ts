// What a membership plan offers and how its benefits read (spec sections 1, 3 and 9). The benefit
// texts are built from the price table and the plan's own credits, so the benefits table can never
// disagree with what is billed.
import { formatCents } from './money.js';
import type { PlanId } from './plan-ids.js';
import type { PriceTexts } from './price-page-tokens.js';
import { DEFAULT_SERVICE_PRICES, priceFor, type PricedService, type ServicePrices } from './prices.js';
import { NON_MEMBER_SCAN_STORAGE_DAYS } from './scan-retention.js';

export type Credits = number | 'unlimited';

export const BENEFIT_KEYS = [
  'annualCost',
  'devScanCredits',
  'scan4KCredits',
  'rushCredits',
  'proScanCredits',
  'includedScanSize',
  'turnaround',
  'scanDelivery',
  'digitalContactSheets',
  'tiffs',
  'uspsLabels',
  'returnShipping',
  'scanStorage',
  'platformAccess',
  'devScanPrice',
  'ecn2DevScanPrice',
  'e6DevScanPrice',
  'proScanPrice',
  'scan4KPrice',
  'rushPrice',
  'cutSleevingPrice',
  'uncutSleevingPrice',
  'pushPullPrice',
  'halfFramesPrice',
  'prints4X6Price',
] as const;
export type BenefitKey = (typeof BENEFIT_KEYS)[number];

export interface Benefit {
  label: string;
  value: string;
  type: 'PRICE' | 'CREDIT' | 'SERVICE';
}

export interface Plan {
  id: PlanId;
  sku: string;
  active: boolean;
  legacy: boolean;
  label: string;
  desc: string;
  /** Yearly price in cents (NICE_MONTHLY: per month). */
  price: number;
  rollCredits: Credits;
  scan4KCredits: Credits;
  rushCredits: Credits;
  proScanCredits: Credits;
  benefits: Record<BenefitKey, Benefit>;
}

export const BENEFIT_LABELS: Readonly<Record<BenefitKey, string>> = {
  annualCost: 'Annual Cost',
  devScanCredits: 'Dev + Scan Credits',
  scan4KCredits: '4K Scan Credits',
  rushCredits: 'Rush Credits',
  proScanCredits: 'Pro Scan Credits',
  includedScanSize: 'Included Scan Size',
  turnaround: 'Turnaround',
  scanDelivery: 'Scan Delivery',
  digitalContactSheets: 'Digital Contact Sheets',
  tiffs: 'TIFFs',
  uspsLabels: 'USPS Shipping Labels',
  returnShipping: 'Return Shipping',
  scanStorage: 'Scan Storage',
  platformAccess: 'Platform Access',
  devScanPrice: 'Dev + Scan (C-41/BW)',
  ecn2DevScanPrice: 'ECN2 Dev + Scan',
  e6DevScanPrice: 'E6 Dev + Scan',
  proScanPrice: 'Pro Scans',
  scan4KPrice: '4K Scans',
  rushPrice: 'Rush',
  cutSleevingPrice: 'Cut Sleeving',
  uncutSleevingPrice: 'Uncut Sleeving',
  pushPullPrice: 'Push/Pull',
  halfFramesPrice: 'Half Frames',
  prints4X6Price: '4x6 Prints',
};

const PRICE_BENEFITS: ReadonlyArray<readonly [BenefitKey, PricedService]> = [
  ['devScanPrice', 'devScan'],
  ['ecn2DevScanPrice', 'ecn2DevScan'],
  ['e6DevScanPrice', 'e6DevScan'],
  ['proScanPrice', 'proScan'],
  ['scan4KPrice', 'scan4K'],
  ['rushPrice', 'rush'],
  ['cutSleevingPrice', 'cutSleeving'],
  ['uncutSleevingPrice', 'uncutSleeving'],
  ['pushPullPrice', 'pushPull'],
  ['halfFramesPrice', 'halfFrames'],
  ['prints4X6Price', 'prints4x6'],
];

/** A price as a plan's benefit: a zero price means the service is part of the membership. */
export const benefitPriceText = (cents: number): string => (cents === 0 ? 'Included' : formatCents(cents));

/** Return shipping of the negatives: "Free" when it costs nothing. */
export const returnShippingText = (cents: number): string => (cents === 0 ? 'Free' : formatCents(cents));

export function creditsText(credits: Credits): string {
  return credits === 'unlimited' ? 'Unlimited' : String(credits);
}

export type PlanBase = Omit<Plan, 'benefits' | 'id' | 'legacy' | 'active'> & {
  turnaround: string;
  tiffs: boolean;
};

const isMember = (id: PlanId) => id !== 'NON_MEMBER';

/** The `tiffs` benefit's value on plans that include TIFF unlocks. */
export const TIFFS_UNLOCKED = 'Unlocked';

type BenefitValue = Omit<Benefit, 'label'>;
const service = (value: string): BenefitValue => ({ value, type: 'SERVICE' });
const credit = (value: string): BenefitValue => ({ value, type: 'CREDIT' });
const price = (value: string): BenefitValue => ({ value, type: 'PRICE' });

/**
 * A plan as sold, its benefit texts priced from `list`; or, given `texts`, written by them (the build
 * writes price tokens there: price-page-tokens.ts).
 */
export function buildPlan(
  definition: PlanDefinition,
  list: ServicePrices = DEFAULT_SERVICE_PRICES,
  texts?: PriceTexts,
): Plan {
  const { id, active, legacy, base } = definition;
  const { turnaround, tiffs, ...record } = base;
  const member = isMember(id);
  const priced = Object.fromEntries(
    PRICE_BENEFITS.map(([key, pricedService]) => [
      key,
      price(texts ? texts.benefit(pricedService, id) : benefitPriceText(priceFor(pricedService, id, list))),
    ]),
  );
  const values = {
    annualCost: price(texts ? texts.fee(id) : formatCents(record.price)),
    devScanCredits: texts ? credit(texts.credits('devScan', id)) : credit(creditsText(record.rollCredits)),
    scan4KCredits: texts ? credit(texts.credits('scan4K', id)) : credit(creditsText(record.scan4KCredits)),
    rushCredits: texts ? credit(texts.credits('rush', id)) : credit(creditsText(record.rushCredits)),
    proScanCredits: texts ? credit(texts.credits('proScan', id)) : credit(creditsText(record.proScanCredits)),
    // 4K and pro scans are credits or add-ons (rows of their own); the base scan is the same for all.
    includedScanSize: service('Standard 2K'),
    turnaround: service(turnaround),
    scanDelivery: service('Online, in your account'),
    digitalContactSheets: service(member ? 'Included' : 'First order only'),
    tiffs: service(tiffs ? TIFFS_UNLOCKED : 'Not included'),
    // Section 6 offers the free USPS label to every logged-in user, members or not.
    uspsLabels: service('Free'),
    returnShipping: price(
      texts ? texts.shipping(id) : returnShippingText(priceFor('returnNegativesShipping', id, list)),
    ),
    scanStorage: service(member ? 'Unlimited' : `${NON_MEMBER_SCAN_STORAGE_DAYS} days`),
    platformAccess: service(member ? 'Included' : '30-day trial'),
    ...priced,
  } as Record<BenefitKey, BenefitValue>;
  const benefits = Object.fromEntries(
    BENEFIT_KEYS.map((key) => [key, { label: BENEFIT_LABELS[key], ...values[key] }]),
  ) as Record<BenefitKey, Benefit>;
  return { id, active, legacy, ...record, benefits };
}

/** What a plan is, before prices: its flags, name, fee, credits and service. */
export interface PlanDefinition {
  id: PlanId;
  active: boolean;
  legacy: boolean;
  base: PlanBase;
}
