// The plans a lab sells by default (spec section 9): each one's flags, name, fee, credits and
// service, before prices (plan-benefits.ts prices them; plans.ts and the price list build them).
import type { PlanId } from './plan-ids.js';
import type { PlanBase, PlanDefinition } from './plan-benefits.js';
import { NICE_2023_PRICE, SUPER_NICE_PRO_SCAN_CREDITS } from './readings.js';

const plan = (id: PlanId, active: boolean, legacy: boolean, base: PlanBase): PlanDefinition => ({
  id,
  active,
  legacy,
  base,
});

const NICE_DESC = 'For photographers shooting 20+ rolls a year.';
const VERY_NICE_DESC = 'For volume shooters: TIFFs and discounts.';
const SUPER_NICE_DESC = 'For photographers shooting 500+ rolls a year.';
const STANDARD = 'Standard';
const PRIORITY = 'Under 5 business days (priority queue)';
const NEXT_DAY = '1 business day';

const NICE_CREDITS = { rollCredits: 10, scan4KCredits: 3, rushCredits: 3, proScanCredits: 0 } as const;
const VERY_NICE_CREDITS = { rollCredits: 30, scan4KCredits: 30, rushCredits: 30, proScanCredits: 3 } as const;
const SUPER_NICE_CREDITS = {
  rollCredits: 90,
  scan4KCredits: 90,
  rushCredits: 'unlimited',
  proScanCredits: SUPER_NICE_PRO_SCAN_CREDITS,
} as const;

// Legacy plans carry their 2025 namesake's credits and service: the spec gives only their prices
// (and Nice Monthly's 3 credits), and the namesake is the closest reading of the rest.
export const PLAN_DEFINITIONS: Readonly<Record<PlanId, PlanDefinition>> = {
  NON_MEMBER: plan('NON_MEMBER', false, false, {
    sku: 'nonmember',
    label: 'Non-Member',
    desc: 'Pay per roll, on demand.',
    price: 0,
    rollCredits: 0,
    scan4KCredits: 0,
    rushCredits: 0,
    proScanCredits: 0,
    turnaround: STANDARD,
    tiffs: false,
  }),
  NICE_2025: plan('NICE_2025', true, false, {
    sku: 'nice2025',
    label: 'Nice',
    desc: NICE_DESC,
    price: 19999,
    ...NICE_CREDITS,
    turnaround: STANDARD,
    tiffs: false,
  }),
  VERY_NICE_2025: plan('VERY_NICE_2025', true, false, {
    sku: 'verynice2025',
    label: 'Very Nice',
    desc: VERY_NICE_DESC,
    price: 99999,
    ...VERY_NICE_CREDITS,
    turnaround: PRIORITY,
    tiffs: true,
  }),
  SUPER_NICE_2025: plan('SUPER_NICE_2025', true, false, {
    sku: 'supernice2025',
    label: 'Super Nice',
    desc: SUPER_NICE_DESC,
    price: 499999,
    ...SUPER_NICE_CREDITS,
    turnaround: NEXT_DAY,
    tiffs: true,
  }),
  NICE_2023: plan('NICE_2023', false, true, {
    sku: 'nice2023',
    label: 'Nice (2023)',
    desc: NICE_DESC,
    price: NICE_2023_PRICE,
    ...NICE_CREDITS,
    turnaround: STANDARD,
    tiffs: false,
  }),
  VERY_NICE_2023: plan('VERY_NICE_2023', false, true, {
    sku: 'verynice2023',
    label: 'Very Nice (2023)',
    desc: VERY_NICE_DESC,
    price: 49999,
    ...VERY_NICE_CREDITS,
    turnaround: PRIORITY,
    tiffs: true,
  }),
  SUPER_NICE_2023: plan('SUPER_NICE_2023', false, true, {
    sku: 'supernice2023',
    label: 'Super Nice (2023)',
    desc: SUPER_NICE_DESC,
    price: 99999,
    ...SUPER_NICE_CREDITS,
    turnaround: NEXT_DAY,
    tiffs: true,
  }),
  NICE_2021: plan('NICE_2021', false, true, {
    sku: 'nice2021',
    label: 'Nice (2021)',
    desc: NICE_DESC,
    price: 9999,
    ...NICE_CREDITS,
    turnaround: STANDARD,
    tiffs: false,
  }),
  NICE_MONTHLY: plan('NICE_MONTHLY', false, true, {
    sku: 'nicemonthly',
    label: 'Nice Monthly',
    desc: NICE_DESC,
    price: 2999,
    rollCredits: 3,
    scan4KCredits: 0,
    rushCredits: 0,
    proScanCredits: 0,
    turnaround: STANDARD,
    tiffs: false,
  }),
};
