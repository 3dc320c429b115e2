import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { repoRoot } from '../paths.js';
import { bearer, buildUser } from '../test/factories.js';
import { scratchDatabase } from '../test/scratch-database.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAdmin } from './create-admin.js';
import { USER_CACHE_TTL_MS } from '../modules/users/user-cache.js';

const engine = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const GOOD = 'silver negatives at dawn';

describe(`createAdmin (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const logIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates an admin who can log in', async () => {
    const made = await createAdmin({ db: t.database.db, email: 'Owner@Lab.test', password: GOOD, firstName: 'Ada' });
    expect(made.action).toBe('created');
    expect(made.user.role).toBe('ADMIN');
    const res = await logIn('owner@lab.test', GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('ADMIN');
  });

  it('promotes an existing account, sets its password and ends its sessions', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config });
    expect((await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) })).statusCode).toBe(200);
    const made = await createAdmin({ db: t.database.db, email: user.email.toUpperCase(), password: GOOD });
    expect(made).toMatchObject({ action: 'promoted', previousRole: 'CUSTOMER', user: { id: user.id, role: 'ADMIN' } });
    // Ended in the database; the app's copy of the session lasts USER_CACHE_TTL_MS at most (another
    // process: the CLI announces the change on PostgreSQL's bus, which a test app on PGlite cannot hear).
    await expect
      .poll(async () => (await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) })).statusCode, {
        timeout: USER_CACHE_TTL_MS + 3_000,
        interval: 500,
      })
      .toBe(401);
    expect((await logIn(user.email, GOOD)).json().role).toBe('ADMIN');
    const again = await createAdmin({ db: t.database.db, email: user.email, password: `${GOOD} again` });
    expect(again.action).toBe('updated');
    expect((await logIn(user.email, GOOD)).statusCode).toBe(401);
  });

  it('refuses a weak password with the sign-up rules, and a bad address', async () => {
    const weak = createAdmin({ db: t.database.db, email: 'weak@lab.test', password: 'password1' });
    await expect(weak).rejects.toBeInstanceOf(AppError);
    await expect(weak).rejects.toMatchObject({
      errors: ['password: is too common, choose one that is harder to guess'],
    });
    await expect(createAdmin({ db: t.database.db, email: 'weak@lab.test', password: 'short' })).rejects.toMatchObject({
      errors: ['password: must be at least 8 characters'],
    });
    await expect(createAdmin({ db: t.database.db, email: 'not an address', password: GOOD })).rejects.toMatchObject({
      errors: [expect.stringMatching(/^email: /)],
    });
    expect((await logIn('weak@lab.test', 'password1')).statusCode).toBe(401);
  });
});

/** `npm run create-admin -- ...` as an operator runs it: a process of its own, on a data folder or database of its own. */
function runCommand(args: string[], env: Record<string, string>, input?: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/ops.mjs'), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input ?? '');
  });
}

describe(`npm run create-admin (${engine})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-create-admin-'));
  let env: Record<string, string>;
  let drop = async () => undefined as void;
  beforeAll(async () => {
    const scratch = await scratchDatabase();
    drop = scratch.drop;
    env = { DATA_DIR: dataDir, ...(scratch.url ? { DATABASE_URL: scratch.url } : {}) };
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates a new database, creates the admin, then updates it; refuses a weak password', async () => {
    const weak = await runCommand(['create-admin', '--email', 'boss@lab.test'], { ...env, ADMIN_PASSWORD: '12345678' });
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('password: is too common');

    const made = await runCommand(['create-admin', '--email', 'boss@lab.test'], { ...env, ADMIN_PASSWORD: GOOD });
    expect(made.output).toContain('Created the admin account boss@lab.test');
    expect(made.code).toBe(0);

    // From a pipe when ADMIN_PASSWORD is not set: the same prompt a terminal shows.
    const again = await runCommand(['create-admin', '--email', 'BOSS@lab.test'], env, `${GOOD} too\n`);
    expect(again.output).toContain('Password for BOSS@lab.test');
    expect(again.output).toContain('was an admin already: its password is updated');
    expect(again.code).toBe(0);

    const usage = await runCommand(['create-admin'], env);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('create-admin needs --email');
  }, 120_000);
});
