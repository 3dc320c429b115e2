// npm run bench:renewal: RENEWAL_COUNT (50,000) memberships due for renewal with the local
// provider on a fresh PostgreSQL database, the renewal job run by TWO app processes at once. Then
// every subscription must be renewed exactly once (its period moved one step, one paid renewal
// invoice, one successful charge) and its period's credits granted exactly once (rows counted). The
// run's time is printed beside a plain `UPDATE subscriptions SET current_period_end = ... + 1 month`
// over the same rows, measured in the same run (in a transaction rolled back), and their ratio. The
// exit code fails if any subscription is renewed twice or not at all.
import { get } from 'node:http';
import { PLANS, periodCreditGrant } from '@filmlab/domain';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPaymentProvider } from '../apps/server/src/adapters/payments/create-payment-provider.js';
import type { LocalPaymentProvider } from '../apps/server/src/adapters/payments/local-provider.js';
import { createBlobStore } from '../apps/server/src/adapters/blobs/create-blob-store.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDatabase } from '../apps/server/src/db/seed/seed.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer, type Started } from './lib/processes.js';

const COUNT = Number(process.env.RENEWAL_COUNT ?? 50_000);
const PLAN = PLANS.NICE_2025;
const WORKERS = 2;

const bench = await createBenchDatabase();
if (!bench) {
  console.log('PostgreSQL did not answer (BENCH_POSTGRES_URL): bench:renewal needs it.');
  process.exit(1);
}

const workers: Started[] = [];
try {
  // The app's schema and seed (plans, services, credit products), and one saved test card.
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'filmlab-bench-renewal-')),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: bench.url,
  });
  const database = await openDatabase({ databaseUrl: bench.url });
  await seedDatabase({ db: database.db, config, blobs: createBlobStore(config) });
  const local = createPaymentProvider(config, database.db) as LocalPaymentProvider;
  const customer = 'cus_local_bench';
  const { token } = local.tokenize({ number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' });
  const card = (await local.saveCard(customer, token)).paymentMethodId;
  await database.close();

  // COUNT members whose yearly period ended in the last hours (due now), at the provider and in the app.
  const now = new Date();
  const client = new pg.Client({ connectionString: bench.url });
  // Dropping the database at the end ends this connection: that is not a failure to report.
  client.on('error', () => undefined);
  await client.connect();
  const seeding = performance.now();
  await client.query(
    `insert into users (email, referral_code, active)
     select 'renewal' || g || '@bench.test', 'RENEW' || g, true from generate_series(1, $1::int) g`,
    [COUNT],
  );
  await client.query(
    `insert into local_subscriptions (id, idempotency_key, customer, payment_method, price_lookup_key, amount,
       interval, status, current_period_start, current_period_end)
     select 'sub_local_bench_' || g, 'bench:' || g, $2, $3, $4, $5, 'year', 'active',
       ($6::timestamptz - (g % 3600) * interval '1 second') - interval '1 year',
       $6::timestamptz - (g % 3600) * interval '1 second'
     from generate_series(1, $1::int) g`,
    [COUNT, customer, card, PLAN.sku, PLAN.price, now.toISOString()],
  );
  await client.query(
    `insert into subscriptions (user_id, plan_id, status, price_lookup_key, provider_subscription_id,
       current_period_start, current_period_end, amount_paid)
     select u.id, 'NICE_2025', 'active', $1, s.id, s.current_period_start, s.current_period_end, $2
     from local_subscriptions s join users u on u.email = 'renewal' || substr(s.id, 17) || '@bench.test'`,
    [PLAN.sku, PLAN.price],
  );
  // Each period's end before the run, to check it moved exactly one step.
  await client.query('create table bench_due as select id, current_period_end as old_end from local_subscriptions');
  await client.query('analyze');
  console.log(`seeded ${COUNT} due memberships in ${Math.round(performance.now() - seeding)} ms`);

  // Two app processes, started and ready, then both told to run the renewal job at the same moment.
  for (let i = 0; i < WORKERS; i++)
    workers.push(await startServer('servers/renewal-worker.ts', { BENCH_DATABASE_URL: bench.url }));
  const runAt = new Date(now.getTime() + 60_000).toISOString();
  const started = performance.now();
  const answers = await Promise.all(
    workers.map(async (worker) => {
      // node:http, not fetch: fetch gives up on an answer's headers after 300 s, and 50,000 renewals
      // take longer than that.
      const body = await new Promise<string>((resolve, reject) => {
        get(`http://127.0.0.1:${worker.port}/run?now=${encodeURIComponent(runAt)}`, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
          res.on('error', reject);
        }).on('error', reject);
      });
      return JSON.parse(body) as { renewed: number; failed: number; firstError: string | null; ms: number };
    }),
  );
  const runMs = Math.round(performance.now() - started);
  answers.forEach((a, i) =>
    console.log(
      `process ${i + 1}: renewed ${a.renewed}, failed ${a.failed}${a.firstError ? ` (${a.firstError})` : ''}, ${a.ms} ms`,
    ),
  );

  // Counted from the rows: renewals (paid invoices of the new period, successful charges), periods, credits.
  const kinds = Object.values(periodCreditGrant('NICE_2025')).filter((q) => typeof q === 'number' && q > 0).length;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
  // Per subscription, from grouped counts (hash joins: fine at 50,000).
  const perSub = (grouped: string, where: string) =>
    `select count(*) as n from local_subscriptions s left join (${grouped}) g on g.sid = s.id
     where coalesce(g.c, 0) ${where}`;
  const invoices = `select subscription_id as sid, count(*) as c from local_subscription_invoices
    where status = 'paid' group by 1`;
  const charges = `select i.subscription_id as sid, count(*) as c from local_payment_intents p
    join local_subscription_invoices i on i.id = split_part(p.idempotency_key, ':', 1)
    where p.status = 'succeeded' group by 1`;
  const grants = `select a.provider_subscription_id as sid, count(*) as c from credits c
    join subscriptions a on a.id = c.subscription_id where c.source = 'PLAN' group by 1`;
  const advancedOnce = await count(
    `select count(*) as n from subscriptions a join bench_due b on b.id = a.provider_subscription_id
     where a.current_period_end = b.old_end + interval '1 year'`,
  );
  const rows = [
    ['renewed exactly once (one paid invoice)', await count(perSub(invoices, '= 1')), COUNT],
    ['renewed twice or more', await count(perSub(invoices, '> 1')), 0],
    ['not renewed', await count(perSub(invoices, '= 0')), 0],
    ['charged exactly once', await count(perSub(charges, '= 1')), COUNT],
    ['period moved exactly one year', advancedOnce, COUNT],
    [`credits granted exactly once (${kinds} kinds)`, await count(perSub(grants, `= ${kinds}`)), COUNT],
    [
      'members still active',
      await count(`select count(*) as n from users where active and email like 'renewal%'`),
      COUNT,
    ],
  ] as const;

  // The reference: one plain UPDATE of the same rows, in the same database and run, rolled back.
  await client.query('begin');
  const updating = performance.now();
  await client.query(
    `update subscriptions set current_period_end = current_period_end + interval '1 month'
     where provider_subscription_id like 'sub_local_bench_%'`,
  );
  const updateMs = performance.now() - updating;
  await client.query('rollback');
  await client.end();

  console.log(['figure', 'measured', 'expected', 'ok'].join(' | '));
  for (const [figure, measured, expected] of rows)
    console.log([figure, measured, expected, measured === expected ? 'yes' : 'NO'].join(' | '));
  console.log(
    [
      'subscriptions | renewal job, 2 processes (ms) | plain UPDATE (ms) | ratio',
      [COUNT, runMs, updateMs.toFixed(1), (runMs / updateMs).toFixed(0)].join(' | '),
    ].join('\n'),
  );
  if (rows.some(([, measured, expected]) => measured !== expected)) process.exitCode = 1;
} finally {
  for (const worker of workers) worker.stop();
  await bench.drop();
}
