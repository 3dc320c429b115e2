import { TIFF_UNLOCK_PRICE_CENTS } from '@filmlab/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../../adapters/blobs/create-blob-store.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { scans } from '../../db/schema/scans.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';
import { NYC, admin, api, cardToken } from '../orders/order-test-helpers.js';
import { buildRoll, insertFrames } from '../scans/test-library.js';
import { tiff16Buffer } from '../scans/test-tiff.js';

interface Person {
  id: number;
  token: string;
  email: string;
}

describe('TIFF unlocks', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };

  const local = (url: string) => url.replace(t.config.publicUrl, '');

  /** A customer with an NYC address (tax) and frames of a roll; Very Nice 2025 when asked. */
  async function member(
    plan: 'VERY_NICE_2025' | null,
    frames = 2,
  ): Promise<Person & { frames: number[]; rollId: number }> {
    const built = await buildUser(t.database.db, { config: t.config, active: plan !== null });
    const made = { id: built.user.id, token: built.token, email: built.user.email };
    const address = await call('POST', `/users/${made.id}/address`, made.token, NYC);
    expect(address.statusCode, address.body).toBe(201);
    if (plan) {
      await t.database.db.insert(subscriptions).values({
        userId: made.id,
        planId: plan,
        priceLookupKey: 'verynice2025',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      });
    }
    const roll = await buildRoll(t.database.db, made.id, { name: 'Summer' });
    const ids = await insertFrames(t.database.db, {
      customerId: made.id,
      rollId: roll.id,
      names: Array.from({ length: frames }, (_, i) => `frame_${i + 1}.jpg`),
    });
    return { ...made, frames: ids, rollId: roll.id };
  }

  const unlock = (who: Person, body: Record<string, unknown>) =>
    call('PUT', `/users/${who.id}/scans/unlock-scans`, who.token, body);
  const scanOf = async (who: Person, scanId: number) => {
    const res = await call('GET', `/users/${who.id}/scans/${scanId}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().scan as { tiffUnlocked: boolean; files: { tiff: string | null } };
  };
  const giveMaster = async (scanId: number) => {
    const key = `tiffs/test/${scanId}.tif`;
    await createBlobStore(t.config).put(key, await tiff16Buffer(8, 8), 'image/tiff');
    await t.database.db.update(scans).set({ tiffKey: key }).where(eq(scans.id, scanId));
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  it('takes the price from the server: a client figure that differs is refused, naming pricePerUnlock', async () => {
    const buyer = await member(null);
    const res = await unlock(buyer, { scanIds: buyer.frames, pricePerUnlock: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toMatch(/^pricePerUnlock: /);
    // A Very Nice member has them included: a client that sends the paid price is refused too.
    const veryNice = await member('VERY_NICE_2025');
    const wrong = await unlock(veryNice, { scanIds: veryNice.frames, pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatch(/^pricePerUnlock: is \$0\.00 per frame/);
  });

  it('refuses bad input with the field named, and another customer’s scans as missing', async () => {
    const owner = await member(null);
    const stranger = await member(null);
    const bad = await unlock(owner, { scanIds: [], pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS, size: '8_BIT' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toMatch(/scanIds/);
    expect(bad.json().errors.join(' ')).toMatch(/size/);
    const res = await unlock(stranger, { scanIds: owner.frames, pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS });
    expect(res.statusCode).toBe(404);
    const path = await call('PUT', `/users/${owner.id}/scans/unlock-scans`, stranger.token, {
      scanIds: owner.frames,
      pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS,
    });
    expect(path.statusCode).toBe(403);
    expect((await scanOf(owner, owner.frames[0]!)).tiffUnlocked).toBe(false);
  });

  it('includes TIFFs for Very Nice: free, and a master already there is downloadable at once', async () => {
    const veryNice = await member('VERY_NICE_2025');
    const [withMaster, without] = veryNice.frames as [number, number];
    await giveMaster(withMaster);
    expect((await scanOf(veryNice, withMaster)).files.tiff).toBeNull();

    const res = await unlock(veryNice, { scanIds: veryNice.frames, pricePerUnlock: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pricePerUnlock: 0, total: 0, orderId: null });
    const statuses = Object.fromEntries(
      (res.json().unlocks as Array<{ scanId: number; status: string }>).map((u) => [u.scanId, u.status]),
    );
    expect(statuses).toEqual({ [withMaster]: 'READY', [without]: 'PENDING' });

    const ready = await scanOf(veryNice, withMaster);
    expect(ready.tiffUnlocked).toBe(true);
    const download = await t.app.inject({ method: 'GET', url: local(ready.files.tiff!) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString('latin1')).toBe('II*\0');
    expect((await scanOf(veryNice, without)).files.tiff).toBeNull();
  });

  it('makes others pay through an order: unlocked only once the order is paid by card', async () => {
    const buyer = await member(null, 3);
    await giveMaster(buyer.frames[0]!);
    const res = await unlock(buyer, { scanIds: buyer.frames, pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, total } = res.json() as { orderId: number; total: number };
    expect(total).toBe(3 * TIFF_UNLOCK_PRICE_CENTS);
    const order = await call('GET', `/users/${buyer.id}/orders/${orderId}`, buyer.token);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().order).toMatchObject({ status: 'OPEN', subtotal: total });
    expect(order.json().order.total).toBeGreaterThan(total); // NYC tax on top
    // Not unlocked before the money is in; asking again does not make a second order.
    expect((await scanOf(buyer, buyer.frames[0]!)).tiffUnlocked).toBe(false);
    const again = await unlock(buyer, { scanIds: buyer.frames, pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS });
    expect(again.json()).toMatchObject({ orderId, total: 0 });

    const paid = await call('PUT', `/orders/${orderId}/attach-payment`, buyer.token, { paymentId: await cardToken(t) });
    expect(paid.statusCode, paid.body).toBe(200);
    const first = await scanOf(buyer, buyer.frames[0]!);
    expect(first.tiffUnlocked).toBe(true);
    expect(first.files.tiff).not.toBeNull();
    const second = await scanOf(buyer, buyer.frames[1]!);
    expect(second).toMatchObject({ tiffUnlocked: true, files: { tiff: null } });
  });

  it('bills a frame once when the same unlock is asked twice at once', async () => {
    const buyer = await member(null, 2);
    const body = { scanIds: buyer.frames, pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS };
    const answers = (await Promise.all([unlock(buyer, body), unlock(buyer, body)])).map(
      (res) => res.json() as { orderId: number; total: number },
    );
    expect(answers.map((a) => a.total).sort((a, b) => a - b)).toEqual([0, 2 * TIFF_UNLOCK_PRICE_CENTS]);
    expect(answers[0]!.orderId).toBe(answers[1]!.orderId);
  });

  it('a canceled unlock order lets the frames be unlocked again, in a new order', async () => {
    const buyer = await member(null, 1);
    const body = { scanIds: buyer.frames, pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS };
    const first = (await unlock(buyer, body)).json() as { orderId: number };
    const cancel = await call('PUT', `/orders/${first.orderId}/cancel`, buyer.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await unlock(buyer, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).not.toBe(first.orderId);
    expect(again.json().total).toBe(TIFF_UNLOCK_PRICE_CENTS);
  });

  it('a missing master is a task for the lab; the member is e-mailed when staff finish it', async () => {
    const veryNice = await member('VERY_NICE_2025', 1);
    const [frame] = veryNice.frames as [number];
    expect((await unlock(veryNice, { scanIds: [frame], pricePerUnlock: 0 })).statusCode).toBe(200);

    const stranger = await member(null, 0);
    expect((await call('GET', '/tiff-unlocks', stranger.token)).statusCode).toBe(403);
    const list = await call('GET', '/tiff-unlocks', staff.token);
    expect(list.statusCode, list.body).toBe(200);
    const task = (list.json().unlocks as Array<Record<string, unknown>>).find((u) => u.scanId === frame)!;
    expect(task).toMatchObject({
      frame: 1,
      roll: { id: veryNice.rollId, name: 'Summer' },
      member: { id: veryNice.id, email: veryNice.email },
      size: '16_BIT_TIFF',
    });

    const early = await call('PUT', `/tiff-unlocks/${task.id}/done`, staff.token);
    expect(early.statusCode).toBe(409);
    const link = await call('POST', `/tiff-unlocks/${task.id}/upload`, staff.token);
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json().upload as { url: string };
    const notTiff = await t.app.inject({
      method: 'PUT',
      url: local(url),
      headers: { 'content-type': 'image/tiff' },
      payload: Buffer.from('not a tiff at all'),
    });
    expect(notTiff.statusCode).toBeLessThan(300);
    expect((await call('PUT', `/tiff-unlocks/${task.id}/done`, staff.token)).statusCode).toBe(415);
    const put = await t.app.inject({
      method: 'PUT',
      url: local(url),
      headers: { 'content-type': 'image/tiff' },
      payload: await tiff16Buffer(8, 8),
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const done = await call('PUT', `/tiff-unlocks/${task.id}/done`, staff.token);
    expect(done.statusCode, done.body).toBe(200);

    const scan = await scanOf(veryNice, frame);
    expect(scan.files.tiff).not.toBeNull();
    const listed = (await call('GET', '/tiff-unlocks', staff.token)).json().unlocks as Array<{ scanId: number }>;
    expect(listed.some((u) => u.scanId === frame)).toBe(false);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, veryNice.email))
      .orderBy(desc(outboxEmails.id));
    expect(mail?.subject).toMatch(/TIFF is ready/);
    expect(mail?.text).toContain(`/users/${veryNice.id}/rolls/${veryNice.rollId}`);
    // Finishing twice sends nothing more.
    expect((await call('PUT', `/tiff-unlocks/${task.id}/done`, staff.token)).statusCode).toBe(404);
  });
});
