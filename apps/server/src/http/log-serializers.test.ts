import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { createTestDatabase } from '../test/test-database.js';
import { redactUrl } from './log-serializers.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$never-in-a-log';
const GUEST_TOKEN = 'guest-token-never-in-a-log';
const RESET_TOKEN = 'reset-token-never-in-a-log';
const SIGNATURE = 'signature-never-in-a-log';

describe('what the log keeps out', () => {
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];
  const logged = () => lines.join('');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-log-'));
    database = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
    });
    app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
    // Real failing queries through the real error handler: a unique violation whose parameters hold
    // a password hash, and a cast PostgreSQL refuses quoting the value it was given.
    app.get('/test/duplicate-user', async () => {
      const row = { email: 'twice@example.test', passwordHash: HASH, referralCode: `R${Date.now()}` };
      await database.db.insert(users).values(row);
      await database.db.insert(users).values({ ...row, referralCode: `S${Date.now()}` });
    });
    app.get('/test/bad-cast', async () => database.db.execute(sql`select ${GUEST_TOKEN}::uuid`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs a failed query with its SQL and error code but without its parameters or values', async () => {
    expect((await app.inject('/test/duplicate-user')).statusCode).toBe(500);
    expect((await app.inject('/test/bad-cast')).statusCode).toBe(500);
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(2);
    const [duplicate, cast] = failures;
    expect(duplicate.err.message).toContain('insert into "users"');
    expect(duplicate.err.message).toContain('params: [redacted]');
    expect(duplicate.err.params).toBeUndefined();
    expect(duplicate.err.cause).toMatchObject({ code: '23505', constraint: 'users_email_key' });
    expect(duplicate.err.cause.detail).toBeUndefined();
    expect(cast.err.cause).toMatchObject({ code: '22P02' });
    expect(cast.err.cause.message).toContain('invalid input syntax for type uuid');
    expect(logged()).not.toContain('never-in-a-log');
    expect(logged()).not.toContain('twice@example.test');
  });

  it('redacts tokens and signatures from logged request URLs, keeping the path and other parameters', async () => {
    await app.inject(`/api/guest-orders/12?token=${GUEST_TOKEN}&view=full`);
    await app.inject(`/password-reset?token=${RESET_TOKEN}`);
    await app.inject(`/api/auth/password-reset/validate-token?token=${RESET_TOKEN}`);
    await app.inject(`/api/blobs/scans/1/a.jpg?exp=99&sig=${SIGNATURE}`);
    const urls = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/guest-orders/12?token=[redacted]&view=full',
        '/password-reset?token=[redacted]',
        '/api/auth/password-reset/validate-token?token=[redacted]',
        '/api/blobs/scans/1/a.jpg?exp=99&sig=[redacted]',
      ]),
    );
    expect(logged()).not.toContain('never-in-a-log');
  });

  it.each([
    ['/a?b=1', '/a?b=1'],
    ['/a', '/a'],
    ['/a?TOKEN=x&code=123456', '/a?TOKEN=[redacted]&code=[redacted]'],
    ['/a?%74oken=x', '/a?%74oken=[redacted]'],
    ['/a?token', '/a?token'],
    ['/a?%E0=1', '/a?%E0=1'],
    ['/shared-scans/AbC_12-xyz', '/shared-scans/[redacted]'],
    ['/api/shared-scans/AbC_12-xyz/scans/4/download?x=1', '/api/shared-scans/[redacted]/scans/4/download?x=1'],
    ['/users/2/shared-scans-help', '/users/2/shared-scans-help'],
  ])('redactUrl(%s) is %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
