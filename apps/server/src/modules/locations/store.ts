import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { labLocations, zipCodes } from '../../db/schema/locations.js';

export async function selectActiveLocations(db: Db | Tx) {
  return db
    .select({
      id: labLocations.id,
      name: labLocations.name,
      address1: labLocations.address1,
      city: labLocations.city,
      state: labLocations.state,
      zip: labLocations.zip,
      hours: labLocations.hours,
      dropOff: labLocations.dropOff,
      phone: labLocations.phone,
    })
    .from(labLocations)
    .where(eq(labLocations.active, true))
    .orderBy(asc(labLocations.sortOrder), asc(labLocations.id));
}

export async function selectZipCodes(db: Db, filter: { active?: boolean | undefined }) {
  return db
    .select({ zip: zipCodes.zip, active: zipCodes.active, area: zipCodes.area })
    .from(zipCodes)
    .where(and(filter.active === undefined ? undefined : eq(zipCodes.active, filter.active)))
    .orderBy(asc(zipCodes.zip));
}

export async function updateLocationRow(db: Db, id: number, values: Partial<typeof labLocations.$inferInsert>) {
  const [row] = await db.update(labLocations).set(values).where(eq(labLocations.id, id)).returning({
    id: labLocations.id,
    name: labLocations.name,
    address1: labLocations.address1,
    city: labLocations.city,
    state: labLocations.state,
    zip: labLocations.zip,
    hours: labLocations.hours,
    dropOff: labLocations.dropOff,
    phone: labLocations.phone,
  });
  return row;
}

/** Each location's name by id (active or not), in one query. */
export async function selectLocationNames(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: labLocations.id, name: labLocations.name })
    .from(labLocations)
    .where(inArray(labLocations.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
