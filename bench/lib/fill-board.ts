// A lab a few years in, written with set-based inserts: 20,000 customers, 100,000 orders over a year
// at the lab's locations, 320,000 rolls (most synced, the newest still in the lab) with about
// 1,000,000 roll events, and 60,000 shipments with tracking numbers. For the orders board benchmark.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { labLocations } from '../../apps/server/src/db/schema/locations.js';
import { seedLocations } from '../../apps/server/src/db/seed/locations.js';
import { executeRows } from '../../apps/server/src/db/execute-rows.js';

export const CUSTOMERS = 20_000;
export const ORDERS = 100_000;
const ROLLS = 320_000;
const SHIPMENTS = 60_000;

const FIRST_NAMES = ['Ada', 'Grace', 'Ansel', 'Vivian', 'Dorothea', 'Robert', 'Diane', 'Henri', 'Imogen', 'Saul'];
const LAST_NAMES = [
  'Adams',
  'Lange',
  'Maier',
  'Capa',
  'Arbus',
  'Bresson',
  'Cunningham',
  'Leiter',
  'Frank',
  'Eggleston',
];
const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** One whole number a query answers as `n`. */
const number = async (db: Db, query: string) => (await executeRows<{ n: number }>(db, sql.raw(query)))[0]!.n;

export async function fillBoard(db: Db): Promise<{ events: number }> {
  await seedLocations(db);
  const locations = (await db.select({ id: labLocations.id }).from(labLocations)).map((row) => row.id);
  const locationArray = sql.raw(`array[${locations.length ? locations.join(',') : 'null'}]::int[]`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, role, referral_code)
    select 'customer' || i || '@bench.test',
           (${textArray(FIRST_NAMES)})[1 + i % 10], (${textArray(LAST_NAMES)})[1 + (i / 10) % 10] || ' ' || i,
           'CUSTOMER', 'BENCH' || i
    from generate_series(1, ${CUSTOMERS}) i`);
  // Orders: the newest first in the lab; 1 in 20 canceled, the old ones complete.
  await db.execute(sql`
    insert into orders (customer_id, status, location_id, total, created_at, received_at)
    select u.id,
           case when i % 20 = 0 then 'CANCELED' when i < 2000 then (array['OPEN','INVOICED','PAID']::order_status[])[1 + i % 3]
                else (array['PAID','COMPLETE','COMPLETE','COMPLETE']::order_status[])[1 + i % 4] end,
           (${locationArray})[1 + i % greatest(1, cardinality(${locationArray}))],
           1799 * (1 + i % 5),
           now() - (i * interval '315 seconds'),
           case when i >= 500 then now() - (i * interval '315 seconds') + interval '2 days' end
    from generate_series(0, ${ORDERS - 1}) i
    join users u on u.email = 'customer' || (1 + i % ${CUSTOMERS}) || '@bench.test'`);
  const firstOrder = await number(db, 'select min(id)::int as n from orders');
  // Rolls: orders numbered from the newest; the 2,000 newest orders' rolls are still in the lab.
  await db.execute(sql`
    insert into film_rolls (customer_id, order_id, brand, model, format, process, status, rush, priority_tier,
                            received_at, developed_at, scanned_at, synced_at)
    select o.customer_id, o.id, 'Kodak', 'Portra 400', '35mm',
           case when r % 20 < 14 then 'C-41' when r % 20 < 17 then 'BW' when r % 20 < 19 then 'E-6' else 'ECN-2' end,
           s.stage, r % 10 = 0,
           case when r % 7 = 0 then 'SUPER_NICE' when r % 7 < 3 then 'VERY_NICE' else 'STANDARD' end,
           case when s.stage <> 'CREATED' then o.created_at + interval '1 day' end,
           case when s.stage in ('DEVELOPED','SCANNED','SYNCED') then o.created_at + interval '2 days' end,
           case when s.stage in ('SCANNED','SYNCED') then o.created_at + interval '3 days' end,
           case when s.stage = 'SYNCED' then o.created_at + interval '3 days 1 hour' end
    from generate_series(0, ${ROLLS - 1}) r
    join orders o on o.id = ${firstOrder} + r % ${ORDERS}
    cross join lateral (select case when r % ${ORDERS} < 2000 then (array['CREATED','RECEIVED','DEVELOPED','SCANNED'])[1 + r % 4]
                                    else 'SYNCED' end as stage) s`);
  for (const [event, column] of [
    ['RECEIVED', 'received_at'],
    ['DEVELOPED', 'developed_at'],
    ['SCANNED', 'scanned_at'],
    ['SYNCED', 'synced_at'],
  ] as const) {
    await db.execute(sql`
      insert into roll_events (film_roll_id, order_id, event, created_at)
      select id, order_id, ${event}, ${sql.raw(column)} from film_rolls where ${sql.raw(column)} is not null`);
  }
  await db.execute(sql`
    insert into shipments (order_id, customer_id, method, carrier, tracking_number)
    select o.id, o.customer_id, 'PREPAID_LABEL', 'USPS', '9400' || lpad((o.id * 7919 % 99999991)::text, 18, '0')
    from orders o order by o.id limit ${SHIPMENTS}`);
  // As autovacuum would soon after such a load: the GIN indexes' pending lists merged (until then a
  // trigram search reads them whole, and the planner prices the indexes so high it scans the tables),
  // the visibility map set, and the statistics taken.
  await db.execute(sql`vacuum analyze`);
  return { events: await number(db, 'select count(*)::int as n from roll_events') };
}
