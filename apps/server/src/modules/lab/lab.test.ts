import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { bearer, buildUser } from '../../test/factories.js';
import { LAB_IDENTITY } from '../../test/rows-lab.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ENV = {
  LAB_NAME: 'Grain & Silver',
  CONTACT_EMAIL: 'desk@grain.test',
  LAB_TIME_ZONE: 'America/Chicago',
  PUBLIC_URL: 'https://grain.example',
};

describe('the lab’s identity', () => {
  let t: TestApp;
  let adminToken: string;
  let customerToken: string;
  beforeAll(async () => {
    t = await createTestApp(ENV);
    ({ token: adminToken } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' }));
    ({ token: customerToken } = await buildUser(t.database.db, { config: t.config }));
  });
  afterAll(() => t.close());

  const put = (body: unknown, token = adminToken) =>
    t.app.inject({ method: 'PUT', url: '/api/lab', headers: bearer(token), payload: body as object });

  it('answers the configuration’s name, contact, time zone and origin before staff save anything', async () => {
    const res = await t.app.inject('/api/public/lab');
    expect(res.statusCode).toBe(200);
    expect(res.json().lab).toMatchObject({
      name: 'Grain & Silver',
      contactEmail: 'desk@grain.test',
      timeZone: 'America/Chicago',
      publicUrl: null,
      origin: 'https://grain.example',
      version: 1,
    });
  });

  it('lets staff only change it', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/lab', payload: LAB_IDENTITY })).statusCode).toBe(401);
    expect((await put(LAB_IDENTITY, customerToken)).statusCode).toBe(403);
    expect((await t.app.inject('/api/public/lab')).json().lab.name).toBe('Grain & Silver');
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const res = await put({
      ...LAB_IDENTITY,
      name: ' ',
      contactEmail: 'not-mail',
      colors: { ...LAB_IDENTITY.colors, accent: 'red' },
      timeZone: 'Mars/Olympus',
      publicUrl: 'https://lab.example/shop',
      socialLinks: [{ label: 'Feed', url: 'javascript:alert(1)' }],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as string[];
    for (const field of ['name', 'contactEmail', 'colors.accent', 'timeZone', 'publicUrl', 'socialLinks.0.url']) {
      expect(errors.some((error) => error.startsWith(`${field}: `))).toBe(true);
    }
    expect((await put({ ...LAB_IDENTITY, extra: 1 })).statusCode).toBe(400);
  });

  it('saves what staff send, counts the save and answers it to everyone', async () => {
    const saved = await put({ ...LAB_IDENTITY, colors: { ...LAB_IDENTITY.colors, accent: '#AA0011' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lab).toMatchObject({ name: 'Silver Salt Lab', origin: 'https://grain.example', version: 2 });
    expect(saved.json().lab.colors.accent).toBe('#aa0011');
    const again = await put({ ...LAB_IDENTITY, name: 'Silver Salt', publicUrl: 'https://silversalt.example/' });
    expect(again.json().lab).toMatchObject({ version: 3, publicUrl: 'https://silversalt.example' });
    const read = (await t.app.inject('/api/public/lab')).json().lab;
    expect(read).toMatchObject({
      name: 'Silver Salt',
      contactEmail: 'desk@silversalt.test',
      origin: 'https://silversalt.example',
      version: 3,
    });
  });
});

describe('the lab’s identity across two app processes on one database', () => {
  let t: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    // PostgreSQL: each process its own LISTEN/NOTIFY bus, as in production. PGlite (one process by
    // design) has no bus between processes: the two share one in-memory bus instead.
    const shared = t.database.kind === 'postgres' ? undefined : createMemoryEventBus();
    const options = { config: t.config, database: t.database, logger: false as const };
    first = await buildApp({ ...options, ...(shared ? { overrides: { events: shared } } : {}) });
    second = await buildApp({ ...options, ...(shared ? { overrides: { events: shared } } : {}) });
    await Promise.all([first.ready(), second.ready()]);
    ({ token: adminToken } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' }));
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await t.close();
  });

  const nameOn = async (app: FastifyInstance) => (await app.inject('/api/public/lab')).json().lab.name as string;

  it('shows a change made on one process on the other within 5 seconds', async () => {
    // Both processes hold a copy first.
    expect(await nameOn(first)).toBe('Film Lab');
    expect(await nameOn(second)).toBe('Film Lab');
    const res = await first.inject({
      method: 'PUT',
      url: '/api/lab',
      headers: bearer(adminToken),
      payload: { ...LAB_IDENTITY, name: 'Renamed Lab' },
    });
    expect(res.statusCode).toBe(200);
    expect(await nameOn(first)).toBe('Renamed Lab');
    const started = Date.now();
    await expect.poll(() => nameOn(second), { timeout: 5_000, interval: 50 }).toBe('Renamed Lab');
    // The bus carries it at once; the TTL alone would take up to 4 s.
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
