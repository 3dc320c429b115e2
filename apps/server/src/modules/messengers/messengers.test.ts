import { zonedDay } from '@filmlab/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipCodes } from '../../db/schema/locations.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { messengers } from '../../db/schema/messengers.js';
import { orders } from '../../db/schema/orders.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { users } from '../../db/schema/users.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NYC, admin, api, customer } from '../orders/order-test-helpers.js';

interface Person {
  id: number;
  token: string;
  email: string;
}

describe('couriers', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await t.database.db.insert(zipCodes).values({ zip: '11211', area: 'Brooklyn', active: true });
  });
  afterAll(() => t.close());

  /** A messenger made by staff, working every day 10:00-12:00, with a session of its own. */
  async function messenger(): Promise<{ id: number; userId: number; token: string }> {
    const email = `courier-${Math.random().toString(36).slice(2)}@example.test`;
    const made = await call('POST', '/messengers', staff.token, { firstName: 'Ray', lastName: 'Rider', email });
    expect(made.statusCode, made.body).toBe(201);
    const { id, userId } = made.json();
    for (const dayOfWeek of [0, 1, 2, 3, 4, 5, 6]) {
      const hours = await call('POST', `/messengers/${id}/hours`, staff.token, {
        dayOfWeek,
        startTime: '10:00',
        endTime: '12:00',
      });
      expect(hours.statusCode, hours.body).toBe(201);
    }
    const session = await buildUser(t.database.db, { config: t.config, role: 'MESSENGER' });
    // The session's user is a fresh MESSENGER; point the record at it so the courier can log in.
    await t.database.db.update(messengers).set({ userId: session.user.id }).where(eq(messengers.id, id));
    return { id, userId, token: session.token };
  }

  async function customerWithAddress(
    zip = NYC.zip,
    phone: string | null = null,
  ): Promise<Person & { addressId: number }> {
    const made = await customer(t);
    if (phone) await t.database.db.update(users).set({ phone }).where(eq(users.id, made.id));
    const address = await call('POST', `/users/${made.id}/address`, made.token, { ...NYC, zip });
    expect(address.statusCode, address.body).toBe(201);
    return { ...made, addressId: address.json().address.id };
  }

  async function orderOf(who: Person): Promise<number> {
    const [row] = await t.database.db.insert(orders).values({ customerId: who.id }).returning({ id: orders.id });
    return row!.id;
  }

  const slotsOf = async (who: Person & { addressId: number }) => {
    const res = await call('GET', `/users/${who.id}/availabilities?addressId=${who.addressId}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { served: boolean; slots: Array<{ start: string; end: string }> };
  };

  const book = async (who: Person & { addressId: number }, start: string) =>
    call('POST', `/users/${who.id}/courier-pick-ups`, who.token, {
      orderId: await orderOf(who),
      addressId: who.addressId,
      start,
    });

  const mailTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  it('lets staff keep a messenger and its hours, and refuses customers and other roles', async () => {
    const courier = await messenger();
    const person = await customer(t);
    expect((await call('GET', '/messengers', person.token)).statusCode).toBe(403);
    expect((await call('PUT', `/messengers/${courier.id}`, courier.token, { vehicle: 'Van' })).statusCode).toBe(403);
    const edited = await call('PUT', `/messengers/${courier.id}`, staff.token, {
      vehicle: 'Van',
      phone: '718 555 0100',
    });
    expect(edited.json()).toMatchObject({ vehicle: 'Van', phone: '718 555 0100' });
    const hoursId = edited.json().hours[0].id;
    const changed = await call('PUT', `/messengers/${courier.id}/hours/${hoursId}`, staff.token, {
      dayOfWeek: 0,
      startTime: '09:00',
      endTime: '13:00',
    });
    expect(changed.json()).toMatchObject({ startTime: '09:00', endTime: '13:00' });
    const backwards = await call('POST', `/messengers/${courier.id}/hours`, staff.token, {
      dayOfWeek: 1,
      startTime: '13:00',
      endTime: '09:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.join()).toContain('endTime');
    expect((await call('DELETE', `/messengers/${courier.id}/hours/${hoursId}`, staff.token)).statusCode).toBe(200);
    const listed = await call('GET', '/messengers', staff.token);
    const found = listed.json().messengers.find((m: { id: number }) => m.id === courier.id);
    expect(found.hours).toHaveLength(6);
  });

  it('shows a messenger only its own record and routes', async () => {
    const mine = await messenger();
    const theirs = await messenger();
    expect((await call('GET', `/messengers/${mine.id}/routes`, mine.token)).statusCode).toBe(200);
    expect((await call('GET', `/messengers/${theirs.id}/routes`, mine.token)).statusCode).toBe(404);
    expect((await call('GET', `/messengers/${theirs.id}`, mine.token)).statusCode).toBe(404);
    expect((await call('GET', `/messengers/${theirs.id}/routes/notify-next-stop`, mine.token)).statusCode).toBe(404);
    const me = await call('GET', '/messenger', mine.token);
    expect(me.json().messenger.id).toBe(mine.id);
    expect((await call('GET', '/messenger', staff.token)).json()).toEqual({ messenger: null });
  });

  it('never offers a booked or closed slot, and lets only one of two racing customers have a slot', async () => {
    await messenger();
    const first = await customerWithAddress();
    const before = await slotsOf(first);
    expect(before.served).toBe(true);
    expect(before.slots.length).toBeGreaterThan(0);
    const hourOf = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: t.config.labTimeZone, hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(iso),
      );
    // Only inside the hours (10:00-12:00 every day, hour-long windows), and never too soon.
    for (const slot of before.slots) expect(['10', '11']).toContain(hourOf(slot.start));
    for (const slot of before.slots) expect(Date.parse(slot.start)).toBeGreaterThan(Date.now() + 3_600_000);

    // Every messenger's copy of a slot must go before it stops being offered: book them all.
    const target = before.slots[0]!.start;
    const racers = await Promise.all([customerWithAddress(), customerWithAddress(), customerWithAddress()]);
    const answers = await Promise.all(racers.map((who) => book(who, target)));
    const won = answers.filter((res) => res.statusCode === 201).length;
    const lost = answers.filter((res) => res.statusCode === 409);
    expect(won + lost.length).toBe(3);
    expect(won).toBeGreaterThan(0);
    let more = await book(first, target);
    while (more.statusCode === 201) more = await book(first, target);
    expect(more.statusCode, more.body).toBe(409);
    const after = await slotsOf(first);
    expect(after.slots.map((s) => s.start)).not.toContain(target);
    expect(after.slots.length).toBe(before.slots.length - 1);

    const outside = await customerWithAddress('90210');
    expect(await slotsOf(outside)).toMatchObject({ served: false, slots: [] });
    const refused = await book(outside, after.slots[0]!.start);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.join()).toContain('addressId');
  });

  it('refuses to book for another customer’s order', async () => {
    const owner = await customerWithAddress();
    const stranger = await customerWithAddress();
    const { slots } = await slotsOf(owner);
    const res = await call('POST', `/users/${stranger.id}/courier-pick-ups`, stranger.token, {
      orderId: await orderOf(owner),
      addressId: stranger.addressId,
      start: slots[0]!.start,
    });
    expect(res.statusCode).toBe(404);
  });

  it('tells the next customer once, and the one after when the stop is collected', async () => {
    // Zip 11211 served only by this test's messenger: pause the others.
    await t.database.db.update(messengers).set({ active: false });
    const courier = await messenger();
    const first = await customerWithAddress(NYC.zip, '+17185550101');
    const second = await customerWithAddress(NYC.zip, '+17185550102');
    const { slots } = await slotsOf(first);
    const dayOf = (s: { start: string }) => zonedDay(new Date(s.start), t.config.labTimeZone);
    // The first day with both windows open (today's first may be too soon).
    const day = dayOf(slots.find((slot) => slots.filter((other) => dayOf(other) === dayOf(slot)).length === 2)!);
    const sameDay = slots.filter((s) => dayOf(s) === day);
    expect((await book(second, sameDay[1]!.start)).statusCode).toBe(201);
    expect((await book(first, sameDay[0]!.start)).statusCode).toBe(201);

    const booked = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, first.id));
    const firstOrderId = booked.at(-1)!.id;
    await t.database.db.insert(filmRolls).values([
      { customerId: first.id, orderId: firstOrderId },
      { customerId: first.id, orderId: firstOrderId },
    ]);

    const route = await call('GET', `/messengers/${courier.id}/routes?from=${day}&to=${day}`, courier.token);
    const stops = route.json().routes[0].stops;
    expect(stops.map((s: { customer: { id: number } }) => s.customer.id)).toEqual([first.id, second.id]);
    // What the courier collects: the order's rolls when it has some, counted by the rolls module.
    expect(stops[0]).toMatchObject({
      orderId: firstOrderId,
      collect: expect.stringMatching(/^Collect 2 rolls of film /),
    });
    expect(stops[1].collect).toMatch(/^Collect the customer’s film for order /);
    expect(stops[0].address.mapLink).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=1%20Bedford/);

    const notify = () =>
      call('GET', `/messengers/${courier.id}/routes/notify-next-stop?from=${day}&to=${day}`, courier.token);
    expect((await notify()).json()).toEqual({ stopId: stops[0].id, notified: true });
    expect((await notify()).json()).toEqual({ stopId: stops[0].id, notified: false });
    expect(await mailTo(first.email)).toHaveLength(1);
    expect((await mailTo(first.email))[0]!.subject).toBe('Your courier is on the way');
    expect(await mailTo(second.email)).toHaveLength(0);
    expect(await mailTo('sms:+17185550101')).toHaveLength(1);

    const closed = await call('PUT', `/messengers/${courier.id}/stops/${stops[0].id}`, courier.token, {
      outcome: 'COLLECTED',
    });
    expect(closed.json()).toMatchObject({ outcome: 'COLLECTED' });
    expect(await mailTo(second.email)).toHaveLength(1);
    expect(await mailTo(first.email)).toHaveLength(1);
    const again = await call('PUT', `/messengers/${courier.id}/stops/${stops[0].id}`, courier.token, {
      outcome: 'NO_ONE_HOME',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['outcome: This stop is already marked collected.']);
    expect((await notify()).json()).toEqual({ stopId: stops[1].id, notified: false });
    const sms = await t.database.db.select().from(outboxEmails).where(like(outboxEmails.to, 'sms:%'));
    expect(sms.map((row) => row.to).sort()).toEqual(['sms:+17185550101', 'sms:+17185550102']);
  });

  it('keeps the service zip codes for staff', async () => {
    const saved = await call('PUT', '/zip-codes/11222', staff.token, { area: 'Greenpoint' });
    expect(saved.json()).toEqual({ zip: '11222', area: 'Greenpoint', active: true });
    const listed = await call('GET', '/zip-codes?active=true', null);
    expect(listed.json().zipCodes.map((z: { zip: string }) => z.zip)).toContain('11222');
    expect((await call('DELETE', '/zip-codes/11222', staff.token)).statusCode).toBe(200);
    expect(
      (await call('GET', '/zip-codes?active=true', null)).json().zipCodes.map((z: { zip: string }) => z.zip),
    ).not.toContain('11222');
    expect((await call('PUT', '/zip-codes/abc', staff.token, { area: 'X' })).statusCode).toBe(400);
  });
});
