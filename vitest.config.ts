import { defineConfig } from 'vitest/config';

const serverIntegration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one free, which on a 2-core CI machine runs one file at a time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'api', root: './packages/api', include: ['src/**/*.test.ts'] } },
      // The station command against a real server process (started and killed by the tests).
      {
        test: {
          name: 'sync',
          root: './packages/sync',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      serverIntegration('server-pglite', { TEST_DB: 'pglite' }),
      // The same integration tests again on a real PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL ? [serverIntegration('server-postgres', { TEST_DB: 'postgres' })] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
