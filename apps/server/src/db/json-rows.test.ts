import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { executeRows } from './execute-rows.js';
import { jsonRowReader } from './json-rows.js';
import { orders } from './schema/orders.js';
import { shipments } from './schema/shipments.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('jsonRowReader', () => {
  it('reads a row handed over as JSON exactly as drizzle reads the row', async () => {
    const { db } = database;
    const { user } = await buildUser(db);
    const [order] = await db
      .insert(orders)
      .values({
        customerId: user.id,
        taxRate: 8.875,
        total: 9_007_199_254,
        address: {
          addressId: null,
          address1: '1 "Main" St',
          address2: null,
          city: 'Brooklyn',
          state: 'NY',
          zip: '11211',
          country: 'US',
        },
        paidAt: new Date('2026-03-04T05:06:07.891Z'),
      })
      .returning();
    await db.insert(shipments).values({
      orderId: order!.id,
      customerId: user.id,
      method: 'PREPAID_LABEL',
      trackingNumber: '9400 1000',
      carrierShipment: { postageLabel: { labelUrl: 'https://example.test/label.png' }, rates: [1, 2] },
      shippedAt: new Date('2026-03-05T01:02:03.004Z'),
    });
    const [json] = await executeRows<{ order: Record<string, unknown>; shipments: Array<Record<string, unknown>> }>(
      db,
      sql`select to_json(o) as "order", (select json_agg(s) from ${shipments} s where s.order_id = o.id) as shipments
          from ${orders} o where o.id = ${order!.id}`,
    );
    expect(jsonRowReader(orders)(json!.order)).toEqual(order);
    const stored = await db.select().from(shipments).where(eq(shipments.orderId, order!.id));
    expect(json!.shipments.map(jsonRowReader(shipments))).toEqual(stored);
  });
});
