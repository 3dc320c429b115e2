// What other modules may read of the lab's locations (their store is private to this module).
import type { Db, Tx } from '../../db/client.js';
import { selectActiveLocations, selectLocationNames } from './store.js';

export type ActiveLocation = Awaited<ReturnType<typeof selectActiveLocations>>[number];

/** The lab and its drop-off points, in the order the lab chose. */
export function activeLocations(db: Db | Tx): Promise<ActiveLocation[]> {
  return selectActiveLocations(db);
}

/**
 * Where the lab is, as an address to tax from: the location given (a drop-off point the film is
 * left at) if it is active, else the lab's first location; null when the lab has none.
 */
export async function labAddress(db: Db | Tx, locationId: number | null) {
  const locations = await activeLocations(db);
  const location = locations.find((l) => l.id === locationId) ?? locations[0];
  if (!location) return null;
  return {
    addressId: null,
    address1: location.address1,
    address2: null,
    city: location.city,
    state: location.state,
    zip: location.zip,
    country: 'US',
  };
}

/** Each location's name by id, active or not, in one query: the orders board's rows name theirs. */
export function findLocationNames(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  return selectLocationNames(db, ids);
}
