// Membership billing periods and the credits each paid period grants (spec sections 3 and 9).
// The server bills and grants from these; the account shows them. One home for each rule.
import type { CreditKind } from './development-order.js';
import { ACTIVE_PLAN_IDS, type ActivePlanId, type PlanId } from './plan-ids.js';
import type { Credits } from './plan-benefits.js';
import { DEFAULT_PRICE_LIST, planCredits, type PriceList } from './price-list.js';
import { PLANS } from './plans.js';

export type BillingInterval = 'month' | 'year';

/** Nice Monthly bills by the month; every other plan by the year. */
export function billingInterval(planId: PlanId): BillingInterval {
  return planId === 'NICE_MONTHLY' ? 'month' : 'year';
}

/** Only the 2025 tiers are sold; legacy plans stay with the members who have them. */
export function isPlanOnSale(planId: string): planId is ActivePlanId {
  return (ACTIVE_PLAN_IDS as readonly string[]).includes(planId);
}

/**
 * The end of a period that starts at `start`: the same day and time a month or a year later, in UTC.
 * A day the target month lacks becomes its last day (Jan 31 -> Feb 28/29; Feb 29 -> Feb 28), as
 * card billing does, so a period never runs into the month after.
 */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const year = start.getUTCFullYear() + (interval === 'year' ? 1 : 0);
  const monthIndex = start.getUTCMonth() + (interval === 'month' ? 1 : 0);
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCFullYear(year, monthIndex, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/**
 * The service credits one paid period of a plan grants, by kind ('unlimited' needs no rows): the
 * plan's credits on `list`, the price list in force when the period starts (the defaults when absent).
 * A member keeps what a period granted; a list changing them applies from the next period.
 */
export function periodCreditGrant(
  planId: PlanId,
  list: PriceList = DEFAULT_PRICE_LIST,
): Readonly<Record<CreditKind, Credits>> {
  return planCredits(list, planId);
}

/** A renewal whose card is declined is tried again this many times, a day apart, then lapses. */
export const RENEWAL_RETRIES = 3;
export const RENEWAL_RETRY_HOURS = 24;

/** When a declined renewal is tried again, or null when it has failed its last try and lapses. */
export function nextRenewalTry(failedAt: Date, failures: number): Date | null {
  if (failures > RENEWAL_RETRIES) return null;
  return new Date(failedAt.getTime() + RENEWAL_RETRY_HOURS * 3600 * 1000);
}

/**
 * The tier a purchase link names (`/memberships/purchase?tier=`): a plan id or its sku, in any case.
 * Only tiers on sale; anything else (a legacy plan, an unknown word) is null.
 */
export function tierFromParam(raw: string | null | undefined): ActivePlanId | null {
  const wanted = raw?.trim().toLowerCase().replace(/[\s-]/g, '_');
  if (!wanted) return null;
  return (
    ACTIVE_PLAN_IDS.find((id) => id.toLowerCase() === wanted || PLANS[id].sku === wanted.replace(/_/g, '')) ?? null
  );
}
