import { orderNumber, rollCodeOf } from '@filmlab/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { jobs } from '../../db/schema/jobs.js';
import { seedServices } from '../../db/seed/services.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { labCacheFor } from '../lab/lab-service.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';
import { mailJobsDone, mailsTo } from '../receipts/receipt-test-helpers.js';
import { SCANS_READY_WAIT_MS } from './scans-ready.js';

const READY = /scans are ready/;

// Scanning stations sync an order's rolls one by one, seconds apart: the customer gets one e-mail
// for the order, not one per roll.
describe('scans-ready e-mails', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  let station: string;
  // The app's bus, so a test can drop the process's copy of the lab's identity.
  const events = createMemoryEventBus();

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '50' }, { events });
    call = api(t);
    staff = await admin(t);
    await seedServices(t.database.db);
    const made = await call('POST', '/station-tokens', staff.token, { name: 'Noritsu' });
    expect(made.statusCode, made.body).toBe(201);
    station = made.json().token;
  });
  afterAll(() => t?.close());

  /** A customer's order of `count` rolls, received and scanned by the lab. */
  async function scannedRolls(count: number) {
    const me = await customer(t);
    const made = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: Array.from({ length: count }, (_, i) => ({
        brand: 'Kodak',
        model: `Portra ${i + 1}`,
        format: '35mm',
        process: 'C-41',
      })),
      inbound: { method: 'DROP_OFF' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const orderId = made.json().order.id as number;
    expect((await call('PUT', `/orders/${orderId}/receive`, staff.token)).statusCode).toBe(200);
    expect((await call('PUT', `/orders/${orderId}/add-rolls-event/SCANNED`, staff.token, {})).statusCode).toBe(200);
    return { me, orderId, rollIds: made.json().rolls.map((r: { id: number }) => r.id) as number[] };
  }

  const syncAtStation = async (rollId: number) => {
    const res = await call('POST', `/station/rolls/${rollCodeOf(rollId)}/events`, station, { event: 'SYNCED' });
    expect(res.statusCode, res.body).toBe(200);
  };

  const waitingJob = async (orderId: number) =>
    (
      await t.database.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.type, JOB_TYPES.sendScansReady),
            eq(jobs.singletonKey, `order:${orderId}`),
            eq(jobs.state, 'queued'),
          ),
        )
    )[0];

  it('sends one e-mail listing three rolls synced one after another at a station', async () => {
    const { me, orderId, rollIds } = await scannedRolls(3);
    for (const rollId of rollIds) await syncAtStation(rollId);

    const mails = await mailsTo(t, me.email, READY);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your scans are ready (order ${orderNumber(orderId)})`]);
    for (const [i, rollId] of rollIds.entries()) {
      expect(mails[0]!.text).toContain(`Kodak Portra ${i + 1}: ${t.config.publicUrl}/users/${me.id}/rolls/${rollId}`);
    }
  });

  it('waits for the order’s other rolls, then tells the rolls synced so far; a roll synced later gets a follow-up', async () => {
    const { me, orderId, rollIds } = await scannedRolls(3);
    const [first, second, third] = rollIds as [number, number, number];
    const before = Date.now();
    await syncAtStation(first);
    await syncAtStation(second);
    // One job for the order, waiting for the third roll.
    const job = await waitingJob(orderId);
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before + SCANS_READY_WAIT_MS - 1000);
    await mailJobsDone(t);
    expect(await mailsTo(t, me.email, READY)).toEqual([]);

    // The third roll is slow: the wait runs out and the two synced rolls are told.
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job!.id));
    const [told] = await mailsTo(t, me.email, READY);
    expect(told!.text).toContain(`/rolls/${first}`);
    expect(told!.text).toContain(`/rolls/${second}`);
    expect(told!.text).not.toContain(`/rolls/${third}`);

    await syncAtStation(third);
    const mails = await mailsTo(t, me.email, READY);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`More of your scans are ready (order ${orderNumber(orderId)})`);
    expect(mails[1]!.text).toContain(`/rolls/${third}`);
    expect(mails[1]!.text).not.toContain(`/rolls/${first}`);
    // The job run again (a worker that died after its work, staff retrying it) tells no one twice.
    await t.database.db.insert(jobs).values({ type: JOB_TYPES.sendScansReady, payload: { orderId } });
    expect(await mailsTo(t, me.email, READY)).toHaveLength(2);
  });

  // The e-mail is written inside the job's transaction. Read around it, the lab's identity would wait
  // for that transaction on the embedded database, and every request after it would wait too.
  it('is sent when the process holds no copy of the lab’s identity, read through the job’s transaction', async () => {
    const { me, orderId, rollIds } = await scannedRolls(2);
    await syncAtStation(rollIds[0]!);
    const job = await waitingJob(orderId);
    await mailJobsDone(t);
    labCacheFor(events).forget();
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job!.id));
    const [told] = await mailsTo(t, me.email, READY);
    expect(told!.text).toContain(`/rolls/${rollIds[0]}`);
    expect((await call('GET', '/public/lab')).statusCode).toBe(200);
  });

  it('sends one e-mail when staff mark every roll synced at once', async () => {
    const { me, orderId, rollIds } = await scannedRolls(2);
    expect((await call('PUT', `/orders/${orderId}/add-rolls-event/SYNCED`, staff.token, {})).statusCode).toBe(200);
    const mails = await mailsTo(t, me.email, READY);
    expect(mails).toHaveLength(1);
    for (const rollId of rollIds) expect(mails[0]!.text).toContain(`/rolls/${rollId}`);
  });
});
