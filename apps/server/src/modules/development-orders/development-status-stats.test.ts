// Figures a customer can trust: the lab's general stats counted from roll events, and each roll's
// estimated ready date from the live queue. On PGlite always, on PostgreSQL with TEST_DATABASE_URL.
import { addBusinessDays, labTurnaroundDays } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { labLocations } from '../../db/schema/locations.js';
import { rollEvents } from '../../db/schema/roll-events.js';
import { filmRolls } from '../../db/schema/rolls.js';
import { ROLL, developmentOrdersApp } from './development-orders-test-helpers.js';
import { labDay } from './lab-queue.js';

const DAY = 86_400_000;

describe('general stats', () => {
  const app = developmentOrdersApp();

  it('answers the spec shape, counted from the roll events, to visitors', async () => {
    let [location] = await app.t.database.db.select().from(labLocations).where(eq(labLocations.dropOff, true));
    if (!location) {
      [location] = await app.t.database.db
        .insert(labLocations)
        .values({
          slug: 'lab',
          name: 'The Lab',
          address1: '1 A St',
          city: 'Brooklyn',
          state: 'NY',
          zip: '11211',
          hours: '9-5',
          dropOff: true,
          phone: '555',
        })
        .returning();
    }
    const me = await app.buyer();
    const c41 = await app.order(me, [ROLL, ROLL, ROLL], { method: 'DROP_OFF', locationId: location!.id });
    const others = await app.order(me, [
      { ...ROLL, process: 'E-6', model: 'Ektachrome' },
      { ...ROLL, process: 'E-6', model: 'Ektachrome' },
      { ...ROLL, process: 'ECN-2', model: 'Vision3' },
    ]);
    const [a, b, c] = c41.rolls.map((roll) => roll.id) as [number, number, number];
    await app.event(c41.order.id, 'RECEIVED');
    await app.event(others.order.id, 'RECEIVED');
    await app.event(c41.order.id, 'DEVELOPED', [a, b]);
    await app.event(c41.order.id, 'SCANNED', [a]);
    await app.event(c41.order.id, 'SYNCED', [a]);
    // A roll synced yesterday (lab time), and nothing counted from the day before.
    await app.t.database.db.insert(rollEvents).values([
      { filmRollId: c, orderId: c41.order.id, event: 'SYNCED', createdAt: new Date(Date.now() - DAY) },
      { filmRollId: c, orderId: c41.order.id, event: 'SYNCED', createdAt: new Date(Date.now() - 3 * DAY) },
    ]);
    await app.event(c41.order.id, 'DEVELOPED', [c]); // drops the stats' copy

    const res = await app.call('GET', '/public/general-stats');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats).toEqual({
      turnaround: {
        overall: { totalOutstanding: 5, estimatedDays: 2 },
        'E-6': { totalOutstanding: 2 },
        'ECN-2': { totalOutstanding: 1 },
      },
      rsct: 1,
      rdt: 3,
      rst: 1,
      rsy: 1,
      obl: expect.objectContaining({ [location!.name]: 1 }),
    });
    expect(Object.values(stats.obl).every((n) => typeof n === 'number')).toBe(true);
  });
});

describe('estimated ready dates from the live queue', () => {
  const app = developmentOrdersApp();
  const today = () => labDay(new Date(), 'America/New_York');

  beforeAll(async () => {
    // The lab's pace: 20 C-41 rolls scanned in the window (2 a business day); 60 standard rolls waiting.
    const someone = await app.buyer();
    const past = new Date(Date.now() - 3 * DAY);
    const scanned = await app.t.database.db
      .insert(filmRolls)
      .values(
        Array.from({ length: 20 }, () => ({
          customerId: someone.id,
          status: 'SCANNED',
          receivedAt: past,
          scannedAt: past,
        })),
      )
      .returning({ id: filmRolls.id });
    await app.t.database.db
      .insert(rollEvents)
      .values(scanned.map((roll) => ({ filmRollId: roll.id, event: 'SCANNED', createdAt: past })));
    await app.t.database.db
      .insert(filmRolls)
      .values(Array.from({ length: 60 }, () => ({ customerId: someone.id, status: 'RECEIVED', receivedAt: past })));
  });

  it('the summary shows each roll’s date and the order’s: behind the queue, rush and priority ahead of it', async () => {
    const me = await app.buyer();
    const made = await app.order(me, [ROLL, { ...ROLL, rush: true }]);
    const [plain, rushed] = made.rolls.map((roll) => roll.id) as [number, number];
    await app.event(made.order.id, 'RECEIVED');
    const summary = (await app.call('GET', `/users/${me.id}/orders/${made.order.id}`, me.token)).json();
    // 60 standard rolls ahead at 2 a day: 31 business days; the rush roll passes them: the minimum.
    const late = addBusinessDays(today(), 31);
    const byId = Object.fromEntries(
      summary.rolls.map((roll: { id: number; estimatedReadyOn: string }) => [roll.id, roll.estimatedReadyOn]),
    );
    expect(byId[plain]).toBe(late);
    expect(byId[rushed]).toBe(addBusinessDays(today(), 2));
    expect(summary.eta).toEqual({ readyOn: late, businessDays: 31 });
    // Staff see the same under the customer.
    const mirror = (await app.call('GET', `/users/${me.id}/orders/${made.order.id}`, app.staff.token)).json();
    expect(mirror.eta).toEqual(summary.eta);

    // A Very Nice member's roll waits in the priority queue.
    const vip = await app.buyer({ plan: 'VERY_NICE_2025' });
    const theirs = await app.order(vip, [ROLL]);
    const vipSummary = (await app.call('GET', `/users/${vip.id}/orders/${theirs.order.id}`, vip.token)).json();
    expect(vipSummary.eta.readyOn).toBe(addBusinessDays(today(), 2));

    // Scanned rolls are ready: no date; the lab-wide turnaround counts the queue.
    await app.event(made.order.id, 'SCANNED');
    const done = (await app.call('GET', `/users/${me.id}/orders/${made.order.id}`, me.token)).json();
    expect(done.eta).toBeNull();
    const stats = (await app.call('GET', '/public/general-stats')).json();
    expect(stats.turnaround.overall).toEqual({
      totalOutstanding: 60,
      estimatedDays: labTurnaroundDays(60, { businessDays: 10, scanned: 20, scannedByProcess: {} }),
    });
    expect(stats.turnaround.overall.estimatedDays).toBe(30);
  });
});
