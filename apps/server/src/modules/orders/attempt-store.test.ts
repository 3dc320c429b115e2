import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { buildUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { insertAttempt, moveAttempt } from './attempt-store.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('moveAttempt', () => {
  it('moves only from the statuses given, and writes its changes, nulls included', async () => {
    const { db } = database;
    const { user } = await buildUser(db);
    const [order] = await db.insert(orders).values({ customerId: user.id }).returning({ id: orders.id });
    const leaseUntil = new Date('2026-11-26T12:00:00.000Z');
    const made = await db.transaction((tx) =>
      insertAttempt(tx, {
        orderId: order!.id,
        customerId: user.id,
        provider: 'local',
        idempotencyKey: `move-${order!.id}`,
        amount: 1500,
        reservation: { lines: [], promoId: null, credit: 0 },
        leaseUntil,
        failureMessage: 'earlier',
      }),
    );
    expect(await moveAttempt(db, made.id, ['declined'], 'canceled')).toBeUndefined();

    const settledAt = new Date('2026-11-26T12:05:00.000Z');
    const moved = await moveAttempt(db, made.id, ['reserved'], 'succeeded', {
      providerPaymentId: 'pi_1',
      settledAt,
      leaseUntil: null,
      failureMessage: null,
    });
    expect(moved).toMatchObject({
      status: 'succeeded',
      providerPaymentId: 'pi_1',
      settledAt,
      leaseUntil: null,
      failureMessage: null,
    });
    expect(await moveAttempt(db, made.id, ['reserved'], 'canceled')).toBeUndefined();
  });
});
