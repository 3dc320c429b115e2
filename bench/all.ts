// npm run bench: every benchmark in turn, each printing its figures beside their budgets and the
// reference measured in the same run; a summary at the end, and a failing exit code if any budget fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const suites = [
  { script: 'run.ts', about: 'API throughput: current-user and locations' },
  { script: 'catalogue.ts', about: 'shop catalogue listing under load' },
  { script: 'checkout-races.ts', about: 'oversell and one-time promo races' },
  { script: 'lighthouse.ts', about: 'Lighthouse, axe and landing JS size (needs `npm run build`)' },
  { script: 'derivatives.ts', about: 'scan derivatives of a 36-frame roll vs vipsthumbnail' },
  { script: 'library.ts', about: 'library pages of 20,000 scans in 600 rolls on PostgreSQL' },
  { script: 'upload.ts', about: 'memory of a 200 MB TIFF upload through the local blob store' },
  { script: 'address-search.ts', about: 'local address predictions at 20 connections' },
  { script: 'zip-download.ts', about: 'zip of a 2 GB pick-up vs cat, memory, progress on another process' },
  { script: 'shared-page.ts', about: 'a shared page of 36 frames for a visitor on PostgreSQL' },
  { script: 'sync.ts', about: 'filmlab-sync of 36 24-megapixel JPEGs vs curl -T, and their derivatives' },
  {
    script: 'development-status.ts',
    about: 'order summary with its ETA and general stats with 50,000 outstanding rolls on PostgreSQL',
  },
  {
    script: 'order-create.ts',
    about: 'create and pay 36-roll orders with credits, 10 customers, PostgreSQL',
  },
  {
    script: 'credit-race.ts',
    about: '100 members with 1 credit place 2 orders at once, PostgreSQL and PGlite',
  },
  {
    script: 'print-convert.ts',
    about: '16-bit 100-megapixel TIFF to the print-ready JPEG via convert-draft vs the vips command line',
  },
  {
    script: 'renewal.ts',
    about: 'the renewal job over 50,000 due memberships by two processes vs a plain UPDATE, PostgreSQL',
  },
  {
    script: 'admin-orders.ts',
    about: 'orders board, quick search and general stats with 100,000 orders on PostgreSQL',
  },
];
// `npm run bench -- lighthouse.ts` runs only the named ones.
const only = process.argv.slice(2);
const chosen = only.length ? suites.filter((s) => only.includes(s.script)) : suites;

const outcomes: string[] = [];
for (const suite of chosen) {
  console.log(`\n=== ${suite.about}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, suite.script)], {
    cwd: benchDir,
    stdio: 'inherit',
  });
  outcomes.push(`${run.status === 0 ? 'PASS' : 'FAIL'}  ${suite.script.padEnd(18)} ${suite.about}`);
}
console.log(`\n=== summary\n${outcomes.join('\n')}`);
process.exit(outcomes.some((o) => o.startsWith('FAIL')) ? 1 : 0);
