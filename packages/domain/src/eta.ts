// The estimated ready date of a roll (spec sections 6 and 9): where it stands in the live
// queue and how fast the lab has been scanning. Dates are calendar days in the lab's time zone,
// written YYYY-MM-DD, so this stays pure: the server turns instants into lab days before calling.
import { MIN_TURNAROUND_DAYS } from './limits.js';
import type { PlanId } from './plan-ids.js';

/**
 * Queue priority bought with the membership (spec 6 and 9): Super Nice turns around in a day,
 * Very Nice sits in a priority queue, everyone else in the standard one. Best first.
 */
export const PRIORITY_TIERS = ['SUPER_NICE', 'VERY_NICE', 'STANDARD'] as const;
export type PriorityTier = (typeof PRIORITY_TIERS)[number];

/** The queue a buyer's rolls join: a lapsed member waits in the standard queue. */
export function priorityTierOf(planId: PlanId, active: boolean): PriorityTier {
  if (!active) return 'STANDARD';
  if (planId === 'SUPER_NICE_2025' || planId === 'SUPER_NICE_2023') return 'SUPER_NICE';
  if (planId === 'VERY_NICE_2025' || planId === 'VERY_NICE_2023') return 'VERY_NICE';
  return 'STANDARD';
}

/** The stages at which a roll is in the lab's queue: received, not yet scanned. */
export const OUTSTANDING_STAGES = ['RECEIVED', 'DEVELOPED'] as const;
/** The stages at which a roll's scans exist: it is ready. */
export const READY_STAGES = ['SCANNED', 'SYNCED', 'NEGATIVES_RETURNED'] as const;

/** How many past business days the lab's throughput is averaged over. */
export const THROUGHPUT_WINDOW_BUSINESS_DAYS = 10;
/**
 * Rolls a day assumed for a lab with no scans in the window yet (a new install): a small lab's
 * pace, so the first estimates are neither zero nor absurd. Real figures replace it within a day.
 */
export const ASSUMED_ROLLS_PER_DAY = 20;

/** Outstanding rolls of one kind received on one day. */
export interface QueueGroup {
  process: string;
  rush: boolean;
  tier: PriorityTier;
  /** Lab day the rolls were received. */
  receivedOn: string;
  count: number;
}

/** Rolls scanned over the last `businessDays` business days, overall and by process. */
export interface Throughput {
  businessDays: number;
  scanned: number;
  scannedByProcess: Readonly<Record<string, number>>;
}

export interface RollInQueue {
  process: string;
  rush: boolean;
  tier: PriorityTier;
  /** Lab day it was received; null while the film is on its way. */
  receivedOn: string | null;
}

export interface Estimate {
  /** Lab day the scans should be ready. */
  readyOn: string;
  /** Business days from today to readyOn. */
  businessDays: number;
  /** Outstanding rolls of the same process the lab works on first. */
  ahead: number;
}

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(toTime(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The day `n` business days after `day` (weekends do not count; n = 0 is `day` itself). */
export function addBusinessDays(day: string, n: number): string {
  if (n <= 0) return day;
  let time = toTime(day);
  // From a weekend, count from the Friday before: Saturday + 1 business day is Monday, as Friday + 1 is.
  const weekday = new Date(time).getUTCDay();
  if (weekday === 6) time -= DAY_MS;
  if (weekday === 0) time -= 2 * DAY_MS;
  // Whole weeks at once (a queue can be months long), then the few days left one by one.
  time += Math.floor(n / 5) * 7 * DAY_MS;
  for (let left = n % 5; left > 0;) {
    time += DAY_MS;
    if (isBusinessDay(toDay(time))) left -= 1;
  }
  return toDay(time);
}

// 1970-01-05 was a Monday: business days are counted from there.
const MONDAY = Date.UTC(1970, 0, 5);
function businessDaysThrough(day: string): number {
  const days = Math.round((toTime(day) - MONDAY) / DAY_MS);
  const weeks = Math.floor(days / 7);
  return weeks * 5 + Math.min(days - weeks * 7 + 1, 5);
}

/** The business day `n` business days before `day` (the start of a look-back window). */
export function businessDaysBefore(day: string, n: number): string {
  let time = toTime(day);
  for (let left = n; left > 0;) {
    time -= DAY_MS;
    if (isBusinessDay(toDay(time))) left -= 1;
  }
  return toDay(time);
}

/** Business days after `from` up to and including `to` (0 when `to` is not later). */
export function businessDaysBetween(from: string, to: string): number {
  return Math.max(0, businessDaysThrough(to) - businessDaysThrough(from));
}

/** Rolls a business day the lab scans of this process: its own pace, else the lab's, else the assumed one. */
export function dailyRate(throughput: Throughput, process?: string): number {
  const days = Math.max(1, throughput.businessDays);
  const own = process === undefined ? 0 : (throughput.scannedByProcess[process] ?? 0);
  if (own > 0) return own / days;
  if (throughput.scanned > 0) return throughput.scanned / days;
  return ASSUMED_ROLLS_PER_DAY;
}

// Rush first, then the better tier: a lower rank is worked on first.
const rankOf = (roll: { rush: boolean; tier: PriorityTier }) =>
  (roll.rush ? 0 : PRIORITY_TIERS.length) + PRIORITY_TIERS.indexOf(roll.tier);

/**
 * Rolls of the roll's process the lab works on before it: every better-ranked one, and those of its
 * rank received before it (on its own day, the others of that day: order within a day is not known).
 * A roll still on its way joins behind everything of its rank.
 */
export function rollsAhead(roll: RollInQueue, queue: readonly QueueGroup[]): number {
  const rank = rankOf(roll);
  let ahead = 0;
  for (const group of queue) {
    if (group.process !== roll.process) continue;
    const groupRank = rankOf(group);
    if (groupRank < rank || (groupRank === rank && (roll.receivedOn === null || group.receivedOn <= roll.receivedOn))) {
      ahead += group.count;
    }
  }
  // A received roll is in the queue itself.
  return roll.receivedOn === null ? ahead : Math.max(0, ahead - 1);
}

/**
 * When the roll's scans should be ready: the work ahead of it at the lab's recent pace for its
 * process, counted in business days from tomorrow (today's work is already spoken for, so the
 * estimate errs late rather than early), and never sooner than the minimum turnaround
 * (section 9) after it arrives. An empty lab gives the minimum.
 */
export function estimateReadyDate(input: {
  roll: RollInQueue;
  queue: readonly QueueGroup[];
  throughput: Throughput;
  today: string;
  minimumDays?: number;
}): Estimate {
  const { roll, today } = input;
  const minimumDays = input.minimumDays ?? MIN_TURNAROUND_DAYS;
  const ahead = rollsAhead(roll, input.queue);
  const workDays = Math.ceil((ahead + 1) / dailyRate(input.throughput, roll.process));
  const byQueue = addBusinessDays(today, workDays);
  const start = roll.receivedOn !== null && roll.receivedOn < today ? roll.receivedOn : today;
  const byMinimum = addBusinessDays(start, minimumDays);
  const readyOn = byQueue > byMinimum ? byQueue : byMinimum;
  return { readyOn, businessDays: businessDaysBetween(today, readyOn), ahead };
}

/** The lab's turnaround in business days (general stats): the whole queue at the lab's pace, at least the minimum. */
export function labTurnaroundDays(outstanding: number, throughput: Throughput): number {
  return Math.max(MIN_TURNAROUND_DAYS, Math.ceil(outstanding / dailyRate(throughput)));
}

/** The order's ready date: its latest roll's (null when every roll is ready). */
export function latestReadyOn(estimates: readonly (Estimate | null)[]): Estimate | null {
  let latest: Estimate | null = null;
  for (const estimate of estimates) if (estimate && (!latest || estimate.readyOn > latest.readyOn)) latest = estimate;
  return latest;
}

/**
 * An order's estimates with its rush rolls promised no later than its earliest non-rush roll (issue
 * 26): paying for rush must never read as the slower choice, though an E-6 rush roll in a long E-6
 * queue, or a rush roll still on its way, would otherwise come out later than a C-41 roll beside it.
 */
export function rushNeverLater<T extends { rush: boolean; estimate: Estimate }>(
  rolls: readonly T[],
  today: string,
): T[] {
  let earliest: Estimate | null = null;
  for (const roll of rolls)
    if (!roll.rush && (!earliest || roll.estimate.readyOn < earliest.readyOn)) earliest = roll.estimate;
  const cap = earliest;
  if (!cap) return [...rolls];
  return rolls.map((roll) =>
    roll.rush && roll.estimate.readyOn > cap.readyOn
      ? {
          ...roll,
          estimate: { ...roll.estimate, readyOn: cap.readyOn, businessDays: businessDaysBetween(today, cap.readyOn) },
        }
      : roll,
  );
}
