import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { DEMO_USERS, seedDemoUsers } from '../db/seed/demo-users.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createTestDatabase } from '../test/test-database.js';
import { buildUser } from '../test/factories.js';
import { describeAccounts, findAccountsAtStart } from './accounts-at-start.js';
import { demoOnNetworkRefusal } from './demo-on-network.js';
import { isLoopbackHost } from './loopback.js';

const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/filmlab-unused' };

describe('where the server listens', () => {
  it('listens on localhost unless HOST says otherwise', () => {
    expect(loadConfig(base).host).toBe('localhost');
    expect(loadConfig({ ...base, HOST: '' }).host).toBe('localhost');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(base).allowDemoOnNetwork).toBe(false);
    expect(loadConfig({ ...base, ALLOW_DEMO_ON_NETWORK: 'true' }).allowDemoOnNetwork).toBe(true);
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['lab.example.com', false],
    ['localhost.example.com', false],
  ])('counts %s as loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('demo accounts on the network', () => {
  const config = (host: string, extra: { seedDemo?: boolean; allowDemoOnNetwork?: boolean } = {}) => ({
    host,
    seedDemo: extra.seedDemo ?? true,
    allowDemoOnNetwork: extra.allowDemoOnNetwork ?? false,
  });

  it('refuses, before anything is created, to seed them on a network address, and says what to do', () => {
    const refusal = demoOnNetworkRefusal(config('0.0.0.0'));
    expect(refusal).toContain('HOST=0.0.0.0');
    expect(refusal).toContain('admin@demo.test');
    expect(refusal).toContain('leave HOST unset');
    expect(refusal).toContain('SEED_DEMO=false');
    expect(refusal).toContain('ALLOW_DEMO_ON_NETWORK=true');
  });

  it('allows them on loopback, when the operator accepts it, and a network address without them', () => {
    expect(demoOnNetworkRefusal(config('localhost'))).toBeNull();
    expect(demoOnNetworkRefusal(config('127.0.0.1'))).toBeNull();
    expect(demoOnNetworkRefusal(config('0.0.0.0', { allowDemoOnNetwork: true }))).toBeNull();
    expect(demoOnNetworkRefusal(config('0.0.0.0', { seedDemo: false }))).toBeNull();
    expect(demoOnNetworkRefusal(config('0.0.0.0', { seedDemo: false }), [])).toBeNull();
  });

  describe('accounts that exist', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.close());

    it('reports no admin on an empty database', async () => {
      const accounts = await findAccountsAtStart(database.db);
      expect(accounts).toEqual({ openDemoAccounts: [], adminCount: 0 });
      expect(describeAccounts(accounts).join('\n')).toContain('No admin account exists yet');
    });

    it('finds demo accounts an earlier start made, and refuses the network with SEED_DEMO off', async () => {
      await seedDemoUsers(database.db);
      const accounts = await findAccountsAtStart(database.db);
      expect(accounts.openDemoAccounts.map((a) => a.email)).toEqual(DEMO_USERS.map((u) => u.email));
      expect(accounts.adminCount).toBe(1);
      const printed = describeAccounts(accounts).join('\n');
      expect(printed).toContain('Demo accounts (password: filmlab-demo)');
      expect(printed).toMatch(/ADMIN\s+admin@demo\.test/);
      expect(printed).toContain('Admin accounts: 1.');

      const refusal = demoOnNetworkRefusal(config('0.0.0.0', { seedDemo: false }), accounts.openDemoAccounts);
      expect(refusal).toContain('admin@demo.test');
      expect(demoOnNetworkRefusal(config('localhost', { seedDemo: false }), accounts.openDemoAccounts)).toBeNull();
    });

    it('no longer counts a demo account whose password was changed; other admins are counted', async () => {
      await database.db
        .update(users)
        .set({ passwordHash: await hashPassword('a private password') })
        .where(eq(users.email, 'admin@demo.test'));
      await buildUser(database.db, { role: 'ADMIN' });
      const accounts = await findAccountsAtStart(database.db);
      expect(accounts.openDemoAccounts.map((a) => a.email)).toEqual([
        'customer@demo.test',
        'vendor@demo.test',
        'messenger@demo.test',
      ]);
      expect(accounts.adminCount).toBe(2);
      const refusal = demoOnNetworkRefusal(config('0.0.0.0', { seedDemo: false }), accounts.openDemoAccounts);
      expect(refusal).not.toContain('admin@demo.test');
      expect(refusal).toContain('customer@demo.test');
    });
  });
});

/** Runs the real entry point (src/main.ts through tsx) and collects what it prints. */
function runMain(env: Record<string, string>, until: (out: string) => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ code: number | null; output: string; stop(): Promise<void> }>((resolve, reject) => {
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until(output)) resolve({ code: child.exitCode, output, stop });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output, stop }));
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('the entry point', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-main-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits with the reason when HOST is a network address and the demo would be seeded, creating nothing', async () => {
    const run = await runMain(
      { ...base, DATA_DIR: dataDir, HOST: '0.0.0.0', SEED_DEMO: 'true', DATABASE_URL: '' },
      () => false,
    );
    expect(run.code).toBe(1);
    expect(run.output).toContain('Not starting: HOST=0.0.0.0');
    expect(run.output).toContain('ALLOW_DEMO_ON_NETWORK=true');
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });

  it('listens on localhost by default and says which accounts exist', async () => {
    const port = await freePort();
    const run = await runMain(
      {
        ...base,
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'false',
        DATABASE_URL: '',
        WEB_DIST: '/nonexistent',
      },
      (out) => out.includes('Admin accounts') || out.includes('No admin account'),
    );
    try {
      expect(run.output).toContain(`running at http://localhost:${port}`);
      expect(run.output).toContain('Listening on localhost only');
      expect(run.output).toContain('No demo account takes the published password.');
      expect(run.output).toContain('No admin account exists yet');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await run.stop();
    }
  }, 120_000);
});
