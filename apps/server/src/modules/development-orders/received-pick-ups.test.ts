// Rolls the lab receives together are a pick-up, the batch their frames are uploaded to: so staff
// can upload frames on any received roll of a real order, not only on the demo's seeded ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmRolls } from '../../db/schema/rolls.js';
import { pickUps } from '../../db/schema/pick-ups.js';
import { seedLocations } from '../../db/seed/locations.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';

const ROLL = { brand: 'Ilford', model: 'HP5 Plus 400', format: '35mm', process: 'BW' } as const;

describe('received rolls and their pick-up', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    staff = await admin(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    await seedLocations(t.database.db);
  });
  afterAll(() => t.close());

  async function order(rolls: number) {
    const me = await customer(t);
    const res = await call('POST', `/users/${me.id}/orders`, me.token, {
      rolls: Array.from({ length: rolls }, () => ROLL),
      negativesAction: 'TOSS',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      me,
      orderId: res.json().order.id as number,
      rollIds: (res.json().rolls as Array<{ id: number }>).map((r) => r.id),
    };
  }
  const rollsOf = (orderId: number) =>
    t.database.db.select().from(filmRolls).where(eq(filmRolls.orderId, orderId)).orderBy(filmRolls.id);

  it('gathers the rolls received together into one pick-up, and staff upload a frame on a roll from it', async () => {
    const { me, orderId, rollIds } = await order(2);
    expect((await rollsOf(orderId)).map((r) => r.pickUpId)).toEqual([null, null]);
    const received = await call('PUT', `/orders/${orderId}/receive`, staff.token);
    expect(received.statusCode, received.body).toBe(200);
    const rolls = await rollsOf(orderId);
    expect(rolls[0]!.pickUpId).not.toBeNull();
    expect(rolls[1]!.pickUpId).toBe(rolls[0]!.pickUpId);
    const [batch] = await t.database.db.select().from(pickUps).where(eq(pickUps.id, rolls[0]!.pickUpId!));
    expect(batch).toMatchObject({ orderId, customerId: me.id, receivedAt: expect.any(Date) });

    // The roll's page knows its pick-up, and a frame goes to it.
    const page = await call('GET', `/users/${me.id}/film-rolls/${rollIds[0]}`, staff.token);
    expect(page.json().filmRoll.pickUpId).toBe(batch!.id);
    const start = await call(
      'POST',
      `/users/${me.id}/pick-ups/${batch!.id}/film-rolls/${rollIds[0]}/scans?fileType=image/jpeg`,
      staff.token,
      { filmRollId: rollIds[0], name: 'frame-01.jpg' },
    );
    expect(start.statusCode, start.body).toBe(201);
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const url = new URL(start.json().upload.url as string, 'http://localhost');
    const put = await t.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const finished = await call('POST', `/users/${me.id}/scans/${start.json().scan.id}/finish-upload`, staff.token);
    expect(finished.statusCode, finished.body).toBe(200);
  });

  it('members upload to their own received rolls unless the lab keeps uploads to staff', async () => {
    const { me, orderId, rollIds } = await order(1);
    const before = await call('GET', `/users/${me.id}/film-rolls/${rollIds[0]}`, me.token);
    expect(before.json().filmRoll.canUpload).toBe(false);
    await call('PUT', `/orders/${orderId}/receive`, staff.token);
    const after = await call('GET', `/users/${me.id}/film-rolls/${rollIds[0]}`, me.token);
    expect(after.json().filmRoll.canUpload).toBe(true);

    const strict = await createTestApp({ MEMBER_FRAME_UPLOADS: 'false' });
    try {
      const strictCall = api(strict);
      const member = await customer(strict);
      const lab = await admin(strict);
      await seedServices(strict.database.db);
      const made = await strictCall('POST', `/users/${member.id}/orders`, member.token, {
        rolls: [ROLL],
        negativesAction: 'TOSS',
        inbound: { method: 'EXTERNAL_FULFILLMENT' },
      });
      const rollId = made.json().rolls[0].id as number;
      await strictCall('PUT', `/orders/${made.json().order.id}/receive`, lab.token);
      const seen = await strictCall('GET', `/users/${member.id}/film-rolls/${rollId}`, member.token);
      expect(seen.json().filmRoll.canUpload).toBe(false);
      const pickUpId = seen.json().filmRoll.pickUpId as number;
      const path = `/users/${member.id}/pick-ups/${pickUpId}/film-rolls/${rollId}/scans?fileType=image/jpeg`;
      const refused = await strictCall('POST', path, member.token, { filmRollId: rollId });
      expect(refused.statusCode).toBe(403);
      expect(
        (await strictCall('GET', `/users/${member.id}/film-rolls/${rollId}`, lab.token)).json().filmRoll.canUpload,
      ).toBe(true);
      expect((await strictCall('POST', path, lab.token, { filmRollId: rollId })).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('a roll received later makes a second pick-up; a roll not received has none', async () => {
    const { orderId, rollIds } = await order(2);
    const first = await call('PUT', `/orders/${orderId}/add-rolls-event/RECEIVED`, staff.token, {
      rollIds: [rollIds[0]],
    });
    expect(first.statusCode, first.body).toBe(200);
    let rolls = await rollsOf(orderId);
    expect(rolls[0]!.pickUpId).not.toBeNull();
    expect(rolls[1]!.pickUpId).toBeNull();
    await call('PUT', `/orders/${orderId}/receive`, staff.token);
    rolls = await rollsOf(orderId);
    expect(rolls[1]!.pickUpId).not.toBeNull();
    expect(rolls[1]!.pickUpId).not.toBe(rolls[0]!.pickUpId);
  });

  it('the migration gathers rolls received before into a pick-up, and leaves rolls not received alone', async () => {
    const { orderId } = await order(2);
    await call('PUT', `/orders/${orderId}/receive`, staff.token);
    // As an install before the change left them: received, with no pick-up; one roll not yet received.
    const [older, waiting] = await rollsOf(orderId);
    await t.database.db.update(filmRolls).set({ pickUpId: null }).where(eq(filmRolls.orderId, orderId));
    await t.database.db.update(filmRolls).set({ status: 'CREATED' }).where(eq(filmRolls.id, waiting!.id));
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../../drizzle/0024_received_rolls_pick_ups.sql'),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    const after = await rollsOf(orderId);
    expect(after.find((r) => r.id === older!.id)!.pickUpId).not.toBeNull();
    expect(after.find((r) => r.id === waiting!.id)!.pickUpId).toBeNull();
  });
});
