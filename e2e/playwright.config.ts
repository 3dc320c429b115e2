import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

/** Drives the built app, served by the real server on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // Two workers, Chromium and the server share two cores with whatever else the machine runs, so a
  // journey that takes 15 s alone can take twice that in CI: time-outs leave room for that.
  timeout: 60_000,
  // A page's app may take over 10 s to start while the other worker's journey loads the machine.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The compiled server, as `npm start` runs it: `npm test` builds first (so must a lone e2e run).
    command: 'rm -rf .e2e-data && node --enable-source-maps ../apps/server/dist/main.js',
    url: `http://localhost:${port}/readyz`,
    // A fresh embedded database is migrated and seeded first; a busy machine may take longer (E2E_SERVER_TIMEOUT_MS).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: '.e2e-data',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    },
  },
});
