// How long a roll's scans are kept (spec section 9, the plans' scanStorage benefit): non-members'
// for 30 days, members' without limit, and a lapsed member's by the non-member rule counted from
// the day the membership ended. Nothing is removed before the member was warned, 7 days ahead.
import { isActiveMember } from './membership-status.js';
import type { PlanId } from './plan-ids.js';

export const NON_MEMBER_SCAN_STORAGE_DAYS = 30;
/** The member is e-mailed this long before their scans are removed. */
export const SCAN_REMOVAL_WARNING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export interface ScanRetentionFacts {
  planId: PlanId;
  /** The user's member flag. */
  active: boolean;
  /** When a lapsed membership ended (the subscription's period end); null if unknown or never a member. */
  membershipEndedAt: Date | null;
  /** When the roll's scans were delivered (its newest scan). */
  deliveredAt: Date;
}

/** When the roll's scans expire, or null when they are kept without limit (an active member). */
export function scansExpireAt({ planId, active, membershipEndedAt, deliveredAt }: ScanRetentionFacts): Date | null {
  if (isActiveMember({ planId, active })) return null;
  // A lapsed member's scans delivered while a member start their 30 days on the day it ended.
  const from =
    planId !== 'NON_MEMBER' && membershipEndedAt && membershipEndedAt > deliveredAt ? membershipEndedAt : deliveredAt;
  return addDays(from, NON_MEMBER_SCAN_STORAGE_DAYS);
}

/** The day the warning e-mail is due for scans expiring at `expiresAt`. */
export function scanRemovalWarningAt(expiresAt: Date): Date {
  return addDays(expiresAt, -SCAN_REMOVAL_WARNING_DAYS);
}

/**
 * When the scans are actually removed: at expiry, but never sooner than 7 days after the warning
 * (or, not warned yet, 7 days from now), so nobody loses a roll without notice.
 */
export function scansRemovedAt(options: { expiresAt: Date; warnedAt: Date | null; now: Date }): Date {
  const noticeEnds = addDays(options.warnedAt ?? options.now, SCAN_REMOVAL_WARNING_DAYS);
  return noticeEnds > options.expiresAt ? noticeEnds : options.expiresAt;
}
