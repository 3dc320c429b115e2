// Paying carries the amount the buyer was shown: an order that comes to another amount when it is
// priced again is refused with its new total and nothing is charged, and an order the buyer saw at
// $0.00 (credits cover it) is paid with no card at all.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { buildApp } from '../../app.js';
import { credits } from '../../db/schema/credits.js';
import { payments } from '../../db/schema/settled-payments.js';
import { products } from '../../db/schema/products.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { api, cardToken, customer } from './order-test-helpers.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;

describe('paying carries the total the buyer saw', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  /** A second app process on the same database (one bus between them, as LISTEN/NOTIFY joins them). */
  let second: FastifyInstance;
  let callSecond: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    const events = createMemoryEventBus();
    second = await buildApp({ config: t.config, database: t.database, logger: false, overrides: { events } });
    await second.ready();
    callSecond = api({ ...t, app: second });
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /** A Nice member with `count` dev+scan credits. */
  async function member(count: number) {
    const me = await customer(t, { member: true });
    const [devscan] = await t.database.db.select().from(products).where(eq(products.sku, 'devscan'));
    await t.database.db
      .insert(credits)
      .values({ userId: me.id, productId: devscan!.id, quantity: count, remaining: count, source: 'PLAN' });
    return me;
  }
  const order = async (me: { id: number; token: string }) => {
    const res = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: [ROLL],
      negativesAction: 'TOSS',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { id: number; total: number };
  };
  const paymentsOf = async (orderId: number) =>
    t.database.db.select().from(payments).where(eq(payments.orderId, orderId));

  it('two orders shown at $0.00 on one credit, paid at once on two app processes: one is paid by the credit, the other charges nothing and says its new total', async () => {
    const me = await member(1);
    const [a, b] = [await order(me), await order(me)];
    expect([a.total, b.total]).toEqual([0, 0]);
    // One pay call to each of two app processes, at once.
    const results = await Promise.all(
      [
        [a, call],
        [b, callSecond],
      ].map(async ([o, send]) =>
        (send as typeof call)('PUT', `/orders/${(o as typeof a).id}/attach-payment`, me.token, {
          paymentId: await cardToken(t),
          expectedTotal: 0,
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses, results.map((res) => res.body).join('\n')).toEqual([200, 409]);
    const refused = results.find((res) => res.statusCode === 409)!;
    const refusedId = refused === results[0] ? a.id : b.id;
    // Refused either as priced again without the credit (its new total said), or, when both priced
    // with it at once, as the credit spent meanwhile (on PostgreSQL): nothing charged either way.
    expect(refused.json().errors).toEqual([
      expect.stringMatching(
        /^(expectedTotal: The total of this order is now \$[\d,.]+\. Check it, then pay again\.|credits: Your credits changed; please review the order)$/,
      ),
    ]);
    expect(await paymentsOf(refusedId)).toEqual([]);
    // Paid at the total it shows now: a new total is said once more, then confirmed.
    let seen = (await call('GET', `/orders/${refusedId}`, me.token)).json().order.total as number;
    let res = await call('PUT', `/orders/${refusedId}/attach-payment`, me.token, {
      paymentId: await cardToken(t),
      expectedTotal: seen,
    });
    if (res.statusCode === 409) {
      expect(res.json().errors).toEqual([expect.stringMatching(/^expectedTotal: The total of this order is now \$/)]);
      expect(await paymentsOf(refusedId)).toEqual([]);
      const shown = (await call('GET', `/orders/${refusedId}`, me.token)).json().order;
      expect(res.json().message).toContain(`$${(shown.total / 100).toFixed(2)}`);
      seen = shown.total;
      res = await call('PUT', `/orders/${refusedId}/attach-payment`, me.token, {
        paymentId: await cardToken(t),
        expectedTotal: seen,
      });
    }
    expect(res.statusCode, res.body).toBe(200);
    const newTotal = seen;
    expect(newTotal).toBeGreaterThan(0);
    expect(res.json().order).toMatchObject({ status: 'PAID', total: newTotal });
    expect((await paymentsOf(refusedId)).map((p) => p.amount)).toEqual([newTotal]);
  });

  it('an order the buyer saw at $0.00 is paid with no card; one with something to pay needs a card', async () => {
    const me = await member(1);
    const free = await order(me);
    const paid = await call('PUT', `/orders/${free.id}/attach-payment`, me.token, { expectedTotal: 0 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('PAID');
    const owed = await order(me);
    expect(owed.total).toBeGreaterThan(0);
    const noCard = await call('PUT', `/orders/${owed.id}/attach-payment`, me.token, { expectedTotal: owed.total });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().errors).toEqual([expect.stringMatching(/^paymentId: A card is needed to pay \$/)]);
    expect((await call('GET', `/orders/${owed.id}`, me.token)).json().order.status).toBe('OPEN');
  });

  it('refuses an expected total that is not whole cents, naming the field', async () => {
    const me = await member(0);
    const o = await order(me);
    const res = await call('PUT', `/orders/${o.id}/attach-payment`, me.token, {
      paymentId: await cardToken(t),
      expectedTotal: 12.5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join()).toMatch(/^expectedTotal: /);
  });
});
