// What happens to a customer's negatives after development (spec section 9, "Negatives options").
// The copy's prices are read from the price table for the customer's plan: the spec's copy quotes
// figures the table does not charge ($9.99 to ship back, $2.99 sleeving for non-members), and a
// customer must be shown what they will be charged (see readings.ts).
import { formatCents } from './money.js';
import type { PlanId } from './plan-ids.js';
import { priceFor, type PricedService, type ServicePrices } from './prices.js';

export const NEGATIVES_PICK_UP_DAYS = 14;
export const SLEEVED_NEGATIVES_STORAGE = '1 year';

export const NEGATIVES_OPTIONS = [
  { value: 'TOSS', label: 'Toss my negatives', service: null, perRoll: false },
  { value: 'SHIP_BACK', label: 'Ship my negatives back', service: 'returnNegativesShipping', perRoll: false },
  {
    value: 'PICK_UP',
    label: `Pick up at the lab (held ${NEGATIVES_PICK_UP_DAYS} business days)`,
    service: null,
    perRoll: false,
  },
  {
    value: 'PICK_UP_OR_AUTO_SHIP',
    label: `Pick up within ${NEGATIVES_PICK_UP_DAYS} days, or we ship them back`,
    service: 'returnNegativesShipping',
    perRoll: false,
  },
  {
    value: 'CUT_SLEEVING',
    label: `Cut sleeving, stored ${SLEEVED_NEGATIVES_STORAGE}`,
    service: 'cutSleeving',
    perRoll: true,
  },
  {
    value: 'UNCUT_SLEEVING',
    label: `Uncut sleeving, stored ${SLEEVED_NEGATIVES_STORAGE}`,
    service: 'uncutSleeving',
    perRoll: true,
  },
  {
    value: 'PICK_UP_OR_AUTO_CUT',
    label: `Pick up within ${NEGATIVES_PICK_UP_DAYS} days, or we cut-sleeve and store them ${SLEEVED_NEGATIVES_STORAGE}`,
    service: 'cutSleeving',
    perRoll: true,
  },
  {
    value: 'PICK_UP_OR_AUTO_UNCUT',
    label: `Pick up within ${NEGATIVES_PICK_UP_DAYS} days, or we sleeve them uncut and store them ${SLEEVED_NEGATIVES_STORAGE}`,
    service: 'uncutSleeving',
    perRoll: true,
  },
] as const satisfies ReadonlyArray<{ value: string; label: string; service: PricedService | null; perRoll: boolean }>;

export type NegativesAction = (typeof NEGATIVES_OPTIONS)[number]['value'];
export const NEGATIVES_ACTIONS = NEGATIVES_OPTIONS.map((option) => option.value) as [
  NegativesAction,
  ...NegativesAction[],
];

/** What the option costs a customer on this plan, in cents, or null when it costs nothing by nature. */
export function negativesOptionPrice(action: NegativesAction, planId: PlanId, list?: ServicePrices): number | null {
  const option = NEGATIVES_OPTIONS.find((candidate) => candidate.value === action);
  if (!option || option.service === null) return null;
  return priceFor(option.service, planId, list);
}

/** The option as a customer on `planId` reads it, e.g. 'Cut sleeving, stored 1 year ($1.99/roll)'. */
export function negativesOptionCopy(action: NegativesAction, planId: PlanId, list?: ServicePrices): string {
  const option = NEGATIVES_OPTIONS.find((candidate) => candidate.value === action);
  if (!option) return action;
  const cents = negativesOptionPrice(action, planId, list);
  if (cents === null) return option.label;
  const price = cents === 0 ? 'free' : `${formatCents(cents)}${option.perRoll ? '/roll' : ''}`;
  return `${option.label} (${price})`;
}
