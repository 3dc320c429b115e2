import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { users } from '../../db/schema/users.js';
import { seedServices } from '../../db/seed/services.js';
import { buildUser } from '../../test/factories.js';
import { claimTokenFor, VENDOR_ORDER } from '../../test/rows-lab-operations.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { api } from '../orders/order-test-helpers.js';

describe('vendor orders', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let vendor: { id: number; token: string };
  let otherVendor: { id: number; token: string };
  let customer: { id: number; token: string; email: string };

  const person = async (role: 'VENDOR' | 'CUSTOMER' | 'MESSENGER' | 'ADMIN') => {
    const made = await buildUser(t.database.db, { config: t.config, role });
    return { id: made.user.id, token: made.token, email: made.user.email };
  };
  const create = async (who: { token: string }, email: string) => {
    const res = await call('POST', '/vendor-orders', who.token, VENDOR_ORDER(email));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; number: string; claimedAt: string | null; rolls: unknown[] };
  };
  const listOf = async (who: { token: string }) => {
    const res = await call('GET', '/vendor-orders', who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      orders: Array<{ id: number; customer: { email: string }; claimedAt: string | null }>;
      count: number;
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedServices(t.database.db);
    vendor = await person('VENDOR');
    otherVendor = await person('VENDOR');
    customer = await person('CUSTOMER');
  }, 60_000);
  afterAll(async () => t?.close());

  it('refuses customers, messengers and visitors on the vendor routes', async () => {
    const messenger = await person('MESSENGER');
    for (const who of [customer, messenger]) {
      expect((await call('GET', '/vendor-orders', who.token)).statusCode).toBe(403);
      expect((await call('POST', '/vendor-orders', who.token, VENDOR_ORDER('x@walk.test'))).statusCode).toBe(403);
    }
    expect((await call('GET', '/vendor-orders')).statusCode).toBe(401);
  });

  it('makes an order for a walk-in customer, e-mails the claim link, and lists it with its ETA', async () => {
    const made = await create(vendor, 'ana@walk.test');
    expect(made).toMatchObject({ status: 'OPEN', claimedAt: null, customer: { email: 'ana@walk.test' } });
    expect(made.rolls).toHaveLength(1);
    const token = await claimTokenFor(t, 'ana@walk.test');
    expect(token.length).toBeGreaterThan(20);
    const list = await listOf(vendor);
    expect(list.orders.map((order) => order.id)).toContain(made.id);
    expect(list.orders.find((order) => order.id === made.id)).toHaveProperty('estimatedReadyOn');
  });

  it("never shows a vendor another vendor's orders or a direct customer's", async () => {
    const mine = await create(vendor, 'ben@walk.test');
    const theirs = await create(otherVendor, 'cy@walk.test');
    const direct = await call('POST', `/users/${customer.id}/orders`, customer.token, {
      rolls: [{ model: 'Portra 400', format: '35mm', process: 'C-41' }],
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const seen = (await listOf(vendor)).orders.map((order) => order.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(theirs.id);
    expect(seen).not.toContain(direct.json().order.id);
    expect((await listOf(otherVendor)).orders.map((order) => order.id)).toEqual([theirs.id]);
    // Nor the customer's own pages.
    expect((await call('GET', `/users/${customer.id}/orders`, vendor.token)).statusCode).toBe(403);
  });

  it('moves a claimed order to a new account once, and e-mails its owner a password link', async () => {
    const made = await create(vendor, 'dee@walk.test');
    const token = await claimTokenFor(t, 'dee@walk.test');
    const first = await call('POST', '/vendor-orders/claim', null, { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ orderNumber: made.number, email: 'dee@walk.test', accountCreated: true });
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'dee@walk.test'));
    expect(account).toMatchObject({ role: 'CUSTOMER', firstName: 'Walk' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, made.id));
    expect(order!.customerId).toBe(account!.id);
    const rolls = await t.database.db.select().from(filmRolls).where(eq(filmRolls.orderId, made.id));
    expect(rolls.every((roll) => roll.customerId === account!.id)).toBe(true);
    await expect(claimTokenFor(t, 'dee@walk.test')).rejects.toThrow(); // the newest mail is the invitation
    const again = await call('POST', '/vendor-orders/claim', null, { token });
    expect(again.statusCode).toBe(409);
    // The vendor still follows it, now claimed.
    const listed = (await listOf(vendor)).orders.find((o) => o.id === made.id);
    expect(listed?.claimedAt).not.toBeNull();
  });

  it('attaches a claim to the existing account with that e-mail', async () => {
    const made = await create(vendor, customer.email);
    const res = await call('POST', '/vendor-orders/claim', null, { token: await claimTokenFor(t, customer.email) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountCreated: false });
    const mine = await call('GET', `/users/${customer.id}/orders/${made.id}`, customer.token);
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('answers 404 for a token that names no order', async () => {
    const res = await call('POST', '/vendor-orders/claim', null, { token: 'not-a-real-token-at-all' });
    expect(res.statusCode).toBe(404);
  });
});
