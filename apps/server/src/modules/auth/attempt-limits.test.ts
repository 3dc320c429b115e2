import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { authAttempts } from '../../db/schema/auth.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { users } from '../../db/schema/users.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The limits hold when the attempts come all at once: 50 requests in parallel, spread over two app
// instances on one database (two processes behind a load balancer), on PGlite and on PostgreSQL.
const LIMIT = 10;
const PARALLEL = 50;

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('attempt limits under parallel requests', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_ATTEMPT_LIMIT: String(LIMIT),
      LOGIN_ADDRESS_ATTEMPT_LIMIT: String(LIMIT * 3),
      SIGNUP_ATTEMPT_LIMIT: '5',
    });
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /** Sends n requests at once, alternating between the two app instances; answers their statuses. */
  async function fire(n: number, request: (i: number) => InjectOptions) {
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) => (i % 2 === 0 ? t.app : second).inject(request(i))),
    );
    return responses.map((res) => res.statusCode);
  }

  it(`checks at most ${LIMIT} of ${PARALLEL} simultaneous wrong passwords`, async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const statuses = await fire(PARALLEL, () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a wrong guess' },
      remoteAddress: '203.0.113.77',
    }));
    // A 401 is a checked password; a 429 was refused before the check.
    expect(statusCounts(statuses)).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
    const [recorded] = await t.database.db
      .select({ value: count() })
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, 'login:pair'), like(authAttempts.subject, `${user.email.toLowerCase()}|%`)));
    expect(recorded?.value).toBe(LIMIT);
  });

  it(`sends at most ${LIMIT} reset e-mails for ${PARALLEL} simultaneous requests, per account and per address`, async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    // One account from 50 addresses: the account's limit holds.
    const perAccount = await fire(PARALLEL, (i) => ({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
      remoteAddress: `198.51.100.${i + 1}`,
    }));
    expect(statusCounts(perAccount)).toEqual({ 200: LIMIT, 429: PARALLEL - LIMIT });
    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(mails).toHaveLength(LIMIT);

    // Fifty accounts from one address: the address's limit holds.
    const many = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        buildUser(t.database.db, { config: t.config, email: `reset-${i}@flood.test` }),
      ),
    );
    const perAddress = await fire(PARALLEL, (i) => ({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: many[i]!.user.email },
      remoteAddress: '198.51.100.200',
    }));
    expect(statusCounts(perAddress)).toEqual({ 200: LIMIT, 429: PARALLEL - LIMIT });
    const flood = await t.database.db
      .select({ value: count() })
      .from(outboxEmails)
      .where(like(outboxEmails.to, '%@flood.test'));
    expect(flood[0]?.value).toBe(LIMIT);
  });

  it('lets 5 sign-ups an hour through per address, however fast they come', async () => {
    const statuses = await fire(PARALLEL, (i) => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `signup-${i}@burst.test`, password: 'film is not dead 35mm', firstName: 'A', lastName: 'B' },
      remoteAddress: '192.0.2.33',
    }));
    expect(statusCounts(statuses)).toEqual({ 201: 5, 429: PARALLEL - 5 });
    const made = await t.database.db.select({ value: count() }).from(users).where(like(users.email, '%@burst.test'));
    expect(made[0]?.value).toBe(5);
    // Another address may still sign up.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'elsewhere@burst.test', password: 'film is not dead 35mm', firstName: 'A', lastName: 'B' },
      remoteAddress: '192.0.2.34',
    });
    expect(other.statusCode).toBe(201);
  });
});
