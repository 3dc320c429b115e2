import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocations } from '../../db/seed/locations.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('public locations and zip codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers with empty lists before seeding', async () => {
    // An app of its own: the lists are kept for a minute once read, and the seed below writes directly.
    const empty = await createTestApp();
    try {
      expect((await empty.app.inject('/api/public/locations')).json()).toEqual({ locations: [] });
      expect((await empty.app.inject('/api/zip-codes')).json()).toEqual({ zipCodes: [] });
    } finally {
      await empty.close();
    }
  });

  it('seeds once: a second run adds nothing and keeps the lab’s own edits', async () => {
    const first = await seedLocations(t.database.db);
    expect(first.locations).toBe(2);
    expect(first.zipCodes).toBeGreaterThan(70);
    expect(await seedLocations(t.database.db)).toEqual({ locations: 0, zipCodes: 0 });
  });

  it('lists the lab and the Brooklyn drop-off for visitors', async () => {
    const res = await t.app.inject('/api/public/locations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const { locations } = res.json();
    expect(locations).toHaveLength(2);
    for (const location of locations) {
      expect(Object.keys(location).sort()).toEqual(
        ['address1', 'city', 'dropOff', 'hours', 'id', 'name', 'phone', 'state', 'zip'].sort(),
      );
    }
    const dropOff = locations.find((l: { dropOff: boolean }) => l.dropOff);
    expect(dropOff).toMatchObject({ city: 'Brooklyn', state: 'NY' });
    expect(dropOff.zip).toMatch(/^112\d\d$/);
  });

  it('lists zip codes with their area, filtered by active', async () => {
    const all = (await t.app.inject('/api/zip-codes')).json().zipCodes as Array<{
      zip: string;
      active: boolean;
      area: string;
    }>;
    const active = (await t.app.inject('/api/zip-codes?active=true')).json().zipCodes as typeof all;
    const inactive = (await t.app.inject('/api/zip-codes?active=false')).json().zipCodes as typeof all;
    expect(active.length + inactive.length).toBe(all.length);
    expect(active.every((z) => z.active)).toBe(true);
    expect(inactive.every((z) => !z.active)).toBe(true);
    expect(active.find((z) => z.zip === '11211')).toEqual({ zip: '11211', active: true, area: 'Brooklyn' });
    expect(active.find((z) => z.zip === '10001')).toEqual({ zip: '10001', active: true, area: 'Manhattan' });
    expect(new Set(active.map((z) => z.area))).toEqual(new Set(['Brooklyn', 'Manhattan']));
    expect(all.map((z) => z.zip)).toEqual([...all.map((z) => z.zip)].sort());
  });

  it('refuses an active filter that is not true or false, naming it', async () => {
    const res = await t.app.inject('/api/zip-codes?active=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^active: /);
  });
});
