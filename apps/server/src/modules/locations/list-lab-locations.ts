import type { LabLocation } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { selectActiveLocations } from './store.js';

/** The lab and its drop-off points, in the order the lab chose. */
export async function listLabLocations(options: { db: Db }): Promise<LabLocation[]> {
  return selectActiveLocations(options.db);
}
