// A busy lab, written straight into the database with set-based inserts: 50,000 outstanding rolls
// (received or developed, by process, rush and priority tier, over ten days) in 5,000 orders at the
// lab's locations, 15,000 rolls scanned over the last two weeks (the pace), and today's events.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { labLocations } from '../../apps/server/src/db/schema/locations.js';
import { orders } from '../../apps/server/src/db/schema/orders.js';
import { seedLocations } from '../../apps/server/src/db/seed/locations.js';
import { seedPlans } from '../../apps/server/src/db/seed/plans.js';
import { seedServices } from '../../apps/server/src/db/seed/services.js';
import { insertUser } from '../../apps/server/src/modules/users/store.js';

export const OUTSTANDING = 50_000;
const ORDERS = 5_000;
const SCANNED = 15_000;

export async function fillQueue(db: Db): Promise<void> {
  await seedPlans(db);
  await seedServices(db);
  await seedLocations(db);
  const locations = (await db.select({ id: labLocations.id }).from(labLocations)).map((row) => row.id);
  const lab = await insertUser(db, {
    email: 'busy-lab@bench.test',
    firstName: 'Busy',
    lastName: 'Lab',
    role: 'CUSTOMER',
    passwordHash: null,
  });
  const locationArray = sql.raw(`array[${locations.length ? locations.join(',') : 'null'}]::int[]`);
  await db.execute(sql`
    insert into orders (customer_id, status, location_id, created_at)
    select ${lab.id}, (array['OPEN','PAID','PAID','COMPLETE']::order_status[])[1 + i % 4],
           (${locationArray})[1 + i % greatest(1, cardinality(${locationArray}))],
           now() - (i % 10) * interval '1 day'
    from generate_series(1, ${ORDERS}) i`);
  const [first] = await db
    .select({ id: sql<number>`min(${orders.id})::int` })
    .from(orders)
    .where(eq(orders.customerId, lab.id));
  const firstOrder = first!.id;
  // Outstanding: 70% C-41, 15% BW, 10% E-6, 5% ECN-2; 10% rush; 1 in 7 Super Nice, 2 in 7 Very Nice.
  await db.execute(sql`
    insert into film_rolls (customer_id, order_id, brand, model, format, process, status, rush, priority_tier, received_at)
    select ${lab.id}, ${firstOrder} + i % ${ORDERS}, 'Kodak', 'Portra 400', '35mm',
           case when i % 20 < 14 then 'C-41' when i % 20 < 17 then 'BW' when i % 20 < 19 then 'E-6' else 'ECN-2' end,
           case when i % 2 = 0 then 'RECEIVED' else 'DEVELOPED' end,
           i % 10 = 0,
           case when i % 7 = 0 then 'SUPER_NICE' when i % 7 < 3 then 'VERY_NICE' else 'STANDARD' end,
           now() - (i % 10) * interval '1 day' - (i % 24) * interval '1 hour'
    from generate_series(1, ${OUTSTANDING}) i`);
  await db.execute(sql`
    insert into roll_events (film_roll_id, order_id, event, created_at)
    select id, order_id, 'RECEIVED', received_at from film_rolls where customer_id = ${lab.id}`);
  // The pace: rolls scanned over the last 14 days, each with its events.
  await db.execute(sql`
    insert into film_rolls (customer_id, order_id, process, status, received_at, developed_at, scanned_at, synced_at)
    select ${lab.id}, ${firstOrder} + i % ${ORDERS},
           case when i % 20 < 14 then 'C-41' when i % 20 < 17 then 'BW' when i % 20 < 19 then 'E-6' else 'ECN-2' end,
           'SYNCED', t - interval '2 days', t - interval '1 day', t, t + interval '1 hour'
    from (select i, now() - (i % 14) * interval '1 day' - interval '2 hours' as t from generate_series(1, ${SCANNED}) i) s`);
  for (const [event, column] of [
    ['DEVELOPED', 'developed_at'],
    ['SCANNED', 'scanned_at'],
    ['SYNCED', 'synced_at'],
  ] as const) {
    await db.execute(sql`
      insert into roll_events (film_roll_id, order_id, event, created_at)
      select id, order_id, ${event}, ${sql.raw(column)} from film_rolls
      where customer_id = ${lab.id} and status = 'SYNCED'`);
  }
  await db.execute(sql`analyze`);
}
