// GET /public/general-stats (spec sections 2.11, 3 and 7): the lab's queue and today's work, counted
// from the roll events and the outstanding rolls, for the admin stats bar.
import type { GeneralStats } from '@filmlab/api';
import { labTurnaroundDays } from '@filmlab/domain';
import { and, count, gte, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { rollEvents } from '../../db/schema/roll-events.js';
import { labTimeZone } from '../lab/lab-service.js';
import { activeLocations } from '../locations/location-service.js';
import { countOrdersAtLocations } from '../orders/order-service.js';
import { dayStart, labDay, outstandingByProcess, queueCache, readLabQueue } from './lab-queue.js';

/** Orders a location is still handling. */
const OPEN_STATUSES = ['OPEN', 'INVOICED', 'PAID'] as const;
const COUNTED_EVENTS = ['DEVELOPED', 'SCANNED', 'SYNCED'] as const;

async function countEvents(deps: Pick<Deps, 'db'>, timeZone: string, today: string, yesterday: string) {
  const isToday = sql<boolean>`${rollEvents.createdAt} >= ${dayStart(today, timeZone)}`;
  const rows = await deps.db
    .select({ event: rollEvents.event, today: isToday, count: count() })
    .from(rollEvents)
    .where(and(inArray(rollEvents.event, COUNTED_EVENTS), gte(rollEvents.createdAt, dayStart(yesterday, timeZone))))
    .groupBy(sql`1, 2`);
  const of = (event: string, today: boolean) =>
    rows.find((row) => row.event === event && row.today === today)?.count ?? 0;
  return { rsct: of('SCANNED', true), rdt: of('DEVELOPED', true), rst: of('SYNCED', true), rsy: of('SYNCED', false) };
}

/** Each active location's open orders, by its name, in the lab's order of locations. */
async function ordersByLocation(deps: Pick<Deps, 'db'>): Promise<Record<string, number>> {
  const locations = await activeLocations(deps.db);
  const counts = await countOrdersAtLocations(
    deps.db,
    locations.map((location) => location.id),
    OPEN_STATUSES,
  );
  return Object.fromEntries(locations.map((location) => [location.name, counts.get(location.id) ?? 0]));
}

export async function readGeneralStats(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
  now = new Date(),
): Promise<GeneralStats> {
  const timeZone = await labTimeZone(deps);
  const today = labDay(now, timeZone);
  return queueCache(deps.events).read(`stats:${timeZone}:${today}`, async () => {
    const yesterday = labDay(new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000), 'UTC');
    const [lab, events, obl] = await Promise.all([
      readLabQueue(deps, now),
      countEvents(deps, timeZone, today, yesterday),
      ordersByLocation(deps),
    ]);
    const byProcess = outstandingByProcess(lab.queue);
    const totalOutstanding = Object.values(byProcess).reduce((sum, n) => sum + n, 0);
    return {
      turnaround: {
        overall: { totalOutstanding, estimatedDays: labTurnaroundDays(totalOutstanding, lab.throughput) },
        'E-6': { totalOutstanding: byProcess['E-6'] ?? 0 },
        'ECN-2': { totalOutstanding: byProcess['ECN-2'] ?? 0 },
      },
      ...events,
      obl,
    };
  });
}
