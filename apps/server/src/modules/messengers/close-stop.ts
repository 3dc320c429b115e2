import type { RouteStop, STOP_OUTCOMES } from '@filmlab/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { routeStops } from '../../db/schema/messengers.js';
import { notifyNextStop } from './notify-next-stop.js';
import { presentStop } from './present.js';
import { selectStops } from './stops.js';
import { lockStop } from './store.js';

/**
 * Closes one of the messenger's stops (collected, or no one home), once: a second answer for the same
 * stop is a 409. Then the customer of the route's next open stop is told the courier is on the way.
 */
export async function closeStop(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'sms' | 'config' | 'events'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  messengerId: number;
  stopId: number;
  outcome: (typeof STOP_OUTCOMES)[number];
  now?: Date;
}): Promise<RouteStop> {
  const { deps, messengerId, stopId } = options;
  const now = options.now ?? new Date();
  const { routeId, routeDate } = await deps.db.transaction(async (tx) => {
    const row = await lockStop(tx, messengerId, stopId);
    if (!row) throw notFound('Stop');
    if (row.stop.completedAt) {
      const done = row.stop.outcome === 'NO_ONE_HOME' ? 'no one home' : 'collected';
      throw new AppError('CONFLICT', 'This stop is already done.', [`outcome: This stop is already marked ${done}.`]);
    }
    await tx.update(routeStops).set({ outcome: options.outcome, completedAt: now }).where(eq(routeStops.id, stopId));
    return { routeId: row.stop.routeId, routeDate: row.routeDate };
  });
  await notifyNextStop({ deps, log: options.log, messengerId, days: { from: routeDate, to: routeDate }, now });
  const stop = (await selectStops(deps.db, [routeId])).find((row) => row.stop.id === stopId);
  return presentStop(stop!);
}
