import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createMemoryEventBus } from '../adapters/events/memory-event-bus.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary data directory; nothing is mocked. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides?: BuildOptions['overrides'],
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false, ...(overrides ? { overrides } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app process on `t`'s database with an event bus of its own: it hears no announcement from
 * `t`, so a change reaches it only when its copies run out. Close it before `t`.
 */
export async function secondProcess(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    overrides: { events: createMemoryEventBus() },
  });
  await app.ready();
  return app;
}
