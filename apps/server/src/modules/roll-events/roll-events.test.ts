import { zonedDay } from '@filmlab/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmRolls } from '../../db/schema/rolls.js';
import { bearer, buildUser } from '../../test/factories.js';
import { LAB_IDENTITY } from '../../test/rows-lab.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, type TestRoll } from '../scans/test-library.js';

describe('the roll events dashboard', () => {
  let t: TestApp;
  let adminToken: string;
  let ada: { id: number };
  let bo: { id: number };
  const rolls = {} as Record<'first' | 'second' | 'third' | 'elsewhere', TestRoll>;
  const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: bearer(adminToken) });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    adminToken = (await buildUser(db, { config: t.config, role: 'ADMIN' })).token;
    ada = (await buildUser(db, { config: t.config, firstName: 'Ada', lastName: 'Lovelace' })).user;
    bo = (await buildUser(db, { config: t.config, firstName: 'Bo', lastName: '' })).user;
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
    rolls.second = await buildRoll(db, ada.id, { status: 'DEVELOPED', updatedAt: at(3), model: 'Gold 200' });
    rolls.first = await buildRoll(db, bo.id, { status: 'DEVELOPED', updatedAt: at(1), format: '120', rush: true });
    rolls.third = await buildRoll(db, ada.id, { status: 'DEVELOPED', updatedAt: at(5) });
    rolls.elsewhere = await buildRoll(db, bo.id, { status: 'SCANNED', updatedAt: at(2) });
    // A roll of no order is at no station's stage.
    await db.insert(filmRolls).values({
      customerId: ada.id,
      brand: 'Ilford',
      model: 'HP5',
      format: '35mm',
      process: 'BW',
      status: 'DEVELOPED',
    });
  });
  afterAll(() => t.close());

  it('lists the ordered rolls at a stage, longest waiting first, with their customer’s name', async () => {
    const res = await get('/roll-events/DEVELOPED/rolls?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { rolls: Array<Record<string, unknown>>; count: number };
    expect(body.count).toBe(3);
    expect(body.rolls).toEqual([
      expect.objectContaining({
        id: rolls.first.id,
        orderId: rolls.first.orderId,
        customerId: bo.id,
        customerName: 'Bo',
        format: '120',
        rush: true,
        since: '2026-01-01T12:00:00.000Z',
      }),
      expect.objectContaining({ id: rolls.second.id, customerName: 'Ada Lovelace', model: 'Gold 200' }),
    ]);
    const next = (await get('/roll-events/DEVELOPED/rolls?limit=2&offset=2')).json() as typeof body;
    expect(next.rolls.map((roll) => roll.id)).toEqual([rolls.third.id]);
  });

  it('counts the rolls at each stage now', async () => {
    const res = await get('/roll-events/days?days=1');
    expect(res.statusCode, res.body).toBe(200);
    const { stages } = res.json() as { stages: Record<string, number> };
    expect(stages.DEVELOPED).toBe(4);
    expect(stages.SCANNED).toBe(1);
  });

  it('counts days in the time zone staff saved for the lab', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same date.
    const lastDay = async (timeZone: string) => {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/lab',
        headers: bearer(adminToken),
        payload: { ...LAB_IDENTITY, timeZone },
      });
      expect(put.statusCode, put.body).toBe(200);
      const res = await get('/roll-events/days?days=1');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { days: Array<{ date: string }> }).days.at(-1)!.date;
    };
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(await lastDay(timeZone)).toBe(zonedDay(new Date(), timeZone));
    }
  });
});
