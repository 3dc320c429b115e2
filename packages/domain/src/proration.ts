// Changing tier in the middle of a paid period (spec section 3, as Stripe Billing prorates): the
// unused time of the old plan is credited, the same time of the new plan is charged, and the period
// itself stays as it was. The server bills from this; the account shows it before the member confirms.
import type { CreditKind } from './development-order.js';
import { periodCreditGrant } from './membership-periods.js';
import type { PlanId } from './plan-ids.js';
import type { Credits } from './plan-benefits.js';
import type { PriceList } from './price-list.js';

export interface Proration {
  /** Cents credited for the old plan's unused time. */
  credit: number;
  /** Cents charged for the new plan over the same time. */
  charge: number;
  /** charge - credit: owed now when above 0; when below 0, kept as credit toward the next renewal. */
  net: number;
}

/** The proration of moving from `oldAmount` to `newAmount` (cents a period) at `now`. */
export function prorateChange(change: {
  oldAmount: number;
  newAmount: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): Proration {
  const length = change.periodEnd.getTime() - change.periodStart.getTime();
  const left = Math.min(Math.max(change.periodEnd.getTime() - change.now.getTime(), 0), length);
  const unused = length > 0 ? left / length : 0;
  const credit = Math.round(change.oldAmount * unused);
  const charge = Math.round(change.newAmount * unused);
  return { credit, charge, net: charge - credit };
}

/**
 * The credits an upgrade adds for the rest of the period: what the new plan grants beyond the old
 * (a downgrade adds none; the member keeps what the period already granted), both on `list`, the
 * price list the period was granted under (the defaults when absent).
 */
export function upgradeCreditTopUp(from: PlanId, to: PlanId, list?: PriceList): Record<CreditKind, Credits> {
  const before = periodCreditGrant(from, list);
  const after = periodCreditGrant(to, list);
  const topUp = {} as Record<CreditKind, Credits>;
  for (const kind of Object.keys(after) as CreditKind[]) {
    const had = before[kind];
    const gets = after[kind];
    topUp[kind] = gets === 'unlimited' ? 'unlimited' : had === 'unlimited' ? 0 : Math.max(0, gets - had);
  }
  return topUp;
}
