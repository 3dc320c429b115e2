import type { MessengerRoute } from '@filmlab/api';
import { zonedDay } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { labTimeZone } from '../lab/lab-service.js';
import { presentStop } from './present.js';
import { selectStops } from './stops.js';
import { selectRoutes } from './store.js';

/** A range of lab days: today in the lab's zone (as staff saved it) when a bound is absent. */
export async function labDays(
  deps: Pick<Deps, 'db' | 'config' | 'events'>,
  range: { from?: string; to?: string },
  now = new Date(),
) {
  const today = zonedDay(now, await labTimeZone(deps));
  const from = range.from ?? range.to ?? today;
  return { from, to: range.to ?? (range.from ? from : today) };
}

/** The messenger's routes of the range, each with its stops in the order they are driven. */
export async function readRoutes(
  deps: Pick<Deps, 'db'>,
  messengerId: number,
  days: { from: string; to: string },
): Promise<MessengerRoute[]> {
  const routes = await selectRoutes(deps.db, messengerId, days.from, days.to);
  const stops = await selectStops(
    deps.db,
    routes.map((route) => route.id),
  );
  return routes.map((route) => ({
    id: route.id,
    date: route.date,
    status: route.status,
    stops: stops.filter((row) => row.stop.routeId === route.id).map(presentStop),
  }));
}
