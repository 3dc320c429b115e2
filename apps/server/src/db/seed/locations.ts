import type { Db, Tx } from '../client.js';
import { labLocations, zipCodes } from '../schema/locations.js';

/** The lab and the Brooklyn drop-off point of spec section 1. Addresses and numbers are made up (555-01xx). */
export const defaultLabLocations = [
  {
    slug: 'lab',
    name: 'Processing Lab',
    address1: '1100 Flushing Ave, Unit 4',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11237',
    hours: 'Mon–Fri 9am–6pm (mail-in and courier pick-ups)',
    dropOff: false,
    phone: '(718) 555-0142',
    sortOrder: 0,
  },
  {
    slug: 'brooklyn-drop-off',
    name: 'Williamsburg Drop-Off',
    address1: '245 Wythe Ave',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11249',
    hours: 'Tue–Sun 11am–7pm',
    dropOff: true,
    phone: '(718) 555-0148',
    sortOrder: 1,
  },
];

// prettier-ignore
const brooklyn = [
  '11201', '11203', '11204', '11205', '11206', '11207', '11208', '11209', '11210', '11211', '11212', '11213',
  '11214', '11215', '11216', '11217', '11218', '11219', '11220', '11221', '11222', '11223', '11224', '11225',
  '11226', '11228', '11229', '11230', '11231', '11232', '11233', '11234', '11235', '11236', '11237', '11238',
  '11239', '11249',
];
// prettier-ignore
const manhattan = [
  '10001', '10002', '10003', '10004', '10005', '10006', '10007', '10009', '10010', '10011', '10012', '10013',
  '10014', '10016', '10017', '10018', '10019', '10021', '10022', '10023', '10024', '10025', '10026', '10027',
  '10028', '10029', '10030', '10031', '10032', '10033', '10034', '10035', '10036', '10037', '10038', '10039',
  '10040', '10044', '10065', '10069', '10075', '10128', '10280', '10282',
];
/** Western Queens: next on the courier's list, shown as coming soon. */
// prettier-ignore
const queensSoon = [
  '11101', '11102', '11103', '11104', '11105', '11106', '11109',
];

/** Brooklyn and Manhattan are served by the courier; a few Queens zips are listed as coming soon. */
export const defaultZipCodes = [
  ...brooklyn.map((zip) => ({ zip, active: true, area: 'Brooklyn' })),
  ...manhattan.map((zip) => ({ zip, active: true, area: 'Manhattan' })),
  ...queensSoon.map((zip) => ({ zip, active: false, area: 'Queens' })),
];

/**
 * Idempotent: rows that exist (matched by slug or zip) are left as they are, so a lab's own edits
 * survive restarts.
 */
export async function seedLocations(db: Db | Tx): Promise<{ locations: number; zipCodes: number }> {
  const locations = await db
    .insert(labLocations)
    .values(defaultLabLocations)
    .onConflictDoNothing({ target: labLocations.slug })
    .returning({ id: labLocations.id });
  const zips = await db
    .insert(zipCodes)
    .values(defaultZipCodes)
    .onConflictDoNothing({ target: zipCodes.zip })
    .returning({ zip: zipCodes.zip });
  return { locations: locations.length, zipCodes: zips.length };
}
