import type { ZipCode } from '@filmlab/api';
import { eq } from 'drizzle-orm';
import { processCacheFor } from '../../cache/process-cache.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { zipCodes } from '../../db/schema/locations.js';
import { LOCATIONS_CACHE_TTL_MS, LOCATIONS_CHANGED } from './routes.js';

// The lab setting "service zip codes": staff add, change and remove the zips the courier serves.
// Each write drops every process's copy of GET /zip-codes.

const announce = (deps: Pick<Deps, 'events'>) =>
  processCacheFor(deps.events, { channel: LOCATIONS_CHANGED, ttlMs: LOCATIONS_CACHE_TTL_MS, maxEntries: 10 }).changed();

export async function saveZipCode(
  deps: Pick<Deps, 'db' | 'events'>,
  zip: string,
  values: { area: string; active: boolean },
): Promise<ZipCode> {
  const [row] = await deps.db
    .insert(zipCodes)
    .values({ zip, ...values })
    .onConflictDoUpdate({ target: zipCodes.zip, set: values })
    .returning();
  await announce(deps);
  return row!;
}

export async function deleteZipCode(deps: Pick<Deps, 'db' | 'events'>, zip: string) {
  const deleted = await deps.db.delete(zipCodes).where(eq(zipCodes.zip, zip)).returning({ zip: zipCodes.zip });
  if (deleted.length === 0) throw notFound('Zip code');
  await announce(deps);
  return { ok: true as const };
}
