import { defineConfig } from 'vitest/config';

/**
 * The server tests that run again on PostgreSQL: where the engine matters. PostgreSQL-only cases,
 * races, locks, several processes, queues, full-text search, SQL written by hand and what the
 * database cannot hold. The rest (contracts, pages, validation) runs on PGlite only, which keeps CI
 * within its time.
 */
const onPostgres = [
  'src/db/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/adapters/events/**/*.test.ts',
  'src/adapters/payments/**/*.test.ts',
  'src/http/fuzz.test.ts',
  'src/http/input-limits.test.ts',
  'src/http/lab-pages.test.ts',
  'src/http/word-pages.test.ts',
  'src/modules/auth/{attempt-limits,sessions,sign-up}.test.ts',
  'src/modules/credits/**/*.test.ts',
  'src/modules/development-orders/**/*.test.ts',
  'src/modules/health/**/*.test.ts',
  'src/modules/lab/**/*.test.ts',
  'src/modules/live-feed/**/*.test.ts',
  'src/modules/memberships/**/*.test.ts',
  'src/modules/messengers/**/*.test.ts',
  'src/modules/orders/**/*.test.ts',
  'src/modules/products/**/*.test.ts',
  'src/modules/receipts/**/*.test.ts',
  'src/modules/library/**/*.test.ts',
  'src/modules/rolls/**/*.test.ts',
  'src/modules/scan-retention/**/*.test.ts',
  'src/modules/scans/library-cache.test.ts',
  'src/modules/shares/**/*.test.ts',
  'src/modules/stations/**/*.test.ts',
  'src/modules/tiff-unlocks/**/*.test.ts',
  'src/modules/price-lists/**/*.test.ts',
  'src/modules/page-words/**/*.test.ts',
  'src/modules/site-photos/**/*.test.ts',
  'src/http/photo-pages.test.ts',
  'src/modules/users/user-cache.test.ts',
  'src/modules/zip-downloads/**/*.test.ts',
  'src/modules/{addresses,blog,subscribers,waitlist}/*.test.ts',
  // The operator's commands (create-admin, backup, restore) on each engine.
  'src/ops/**/*.test.ts',
];

const serverIntegration = (name: string, env: Record<string, string>, include = ['src/**/*.test.ts']) => ({
  test: {
    name,
    root: './apps/server',
    include,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files in one worker share the imported app (each still builds its own app on its own
    // database): importing the server's modules again for every file cost more than most files' tests.
    isolate: false,
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
      ...(process.env.TEST_DATABASE_URL
        ? // Fewer fuzz runs: the PGlite project fuzzes every operation fully; here the point is what
          // only the engine refuses (numbers past int4, NUL bytes), which every run's mutations send.
          [serverIntegration('server-postgres', { TEST_DB: 'postgres', FUZZ_RUNS: '4' }, onPostgres)]
        : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
