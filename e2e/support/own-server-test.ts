import { test as base } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server.js';

/**
 * Playwright's `test` with a server of its own on a fresh database (`server`, and `baseURL` pointing
 * at it): for journeys whose changes every visitor of the shared server would see (the lab's name,
 * prices, page words and photographs).
 */
export const testWithOwnServer = base.extend<{ server: OwnServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer({});
      await use(server);
      await server.stop();
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.base),
});
