// The live queue the estimated ready dates and the general stats read: outstanding rolls
// grouped by process, rush, priority tier and lab day received, and the lab's pace over the last
// business days, from the roll events. Both come through a brief per-process copy: 50,000 outstanding
// rolls are grouped by one index-only scan (film_rolls_queue_idx), at most once per copy.
import {
  THROUGHPUT_WINDOW_BUSINESS_DAYS,
  businessDaysBefore,
  type PriorityTier,
  type QueueGroup,
  type Throughput,
} from '@filmlab/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { labTimeZone } from '../lab/lab-service.js';
import { countRollsByProcess, selectOutstandingRollGroups } from '../rolls/roll-service.js';
import { refreshingCopyFor, type RefreshingCopy } from './refreshing-copy.js';
import type { Db } from '../../db/client.js';
import { rollEvents } from '../../db/schema/roll-events.js';

export interface LabQueue {
  /** The lab's time zone as staff saved it, which `today` and the queue's days are in. */
  timeZone: string;
  /** Today in the lab's time zone, YYYY-MM-DD. */
  today: string;
  queue: QueueGroup[];
  throughput: Throughput;
}

// Making a DateTimeFormat costs far more than using one: one per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The lab day of an instant, YYYY-MM-DD. */
export function labDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** The instant a lab day starts, as SQL. */
export const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

async function selectQueue(db: Db, timeZone: string, today: string): Promise<QueueGroup[]> {
  const rows = await selectOutstandingRollGroups(db, timeZone);
  // A roll moved past RECEIVED without that step has no receipt day: it counts as in since today.
  return rows.map((row) => ({ ...row, tier: row.tier as PriorityTier, receivedOn: row.receivedOn ?? today }));
}

async function selectThroughput(db: Db, timeZone: string, today: string): Promise<Throughput> {
  const businessDays = THROUGHPUT_WINDOW_BUSINESS_DAYS;
  const from = businessDaysBefore(today, businessDays);
  // Scanned events of the window (today excluded: it is not over), through roll_events_event_idx;
  // their rolls' processes from the rolls face.
  const scanned = sql`select ${rollEvents.filmRollId} from ${rollEvents} where ${and(
    eq(rollEvents.event, 'SCANNED'),
    gte(rollEvents.createdAt, dayStart(from, timeZone)),
    lt(rollEvents.createdAt, dayStart(today, timeZone)),
  )}`;
  const rows = await countRollsByProcess(db, scanned);
  const scannedByProcess = Object.fromEntries(rows.map((row) => [row.process, row.count]));
  return { businessDays, scanned: rows.reduce((sum, row) => sum + row.count, 0), scannedByProcess };
}

export const QUEUE_CHANNEL = 'lab_queue';

/**
 * Copies of what the queue holds (the queue itself, the general stats): refreshed every few seconds
 * in the background, dropped on every roll move. The pace only changes with the day.
 */
export const queueCache = (events: Deps['events']): RefreshingCopy =>
  refreshingCopyFor(events, { channel: QUEUE_CHANNEL, ttlMs: 5_000, maxStaleMs: 60_000 });

function caches(events: Deps['events']): { queue: RefreshingCopy; pace: RefreshingCopy } {
  return {
    queue: queueCache(events),
    pace: refreshingCopyFor(events, { channel: 'lab_pace', ttlMs: 600_000, maxStaleMs: 3_600_000 }),
  };
}

export async function readLabQueue(deps: Pick<Deps, 'db' | 'events' | 'config'>, now = new Date()): Promise<LabQueue> {
  const timeZone = await labTimeZone(deps);
  const today = labDay(now, timeZone);
  const cache = caches(deps.events);
  const [queue, throughput] = await Promise.all([
    cache.queue.read(`queue:${timeZone}:${today}`, () => selectQueue(deps.db, timeZone, today)),
    cache.pace.read(`pace:${timeZone}:${today}`, () => selectThroughput(deps.db, timeZone, today)),
  ]);
  return { timeZone, today, queue, throughput };
}

/** Rolls moved or rushed: every process drops its copy of the queue (and of the stats). */
export async function labQueueChanged(events: Deps['events']): Promise<void> {
  await caches(events).queue.changed();
}

/** Outstanding rolls by process, from the queue. */
export function outstandingByProcess(queue: readonly QueueGroup[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const group of queue) totals[group.process] = (totals[group.process] ?? 0) + group.count;
  return totals;
}
