import type { Run } from './measure-server.js';

/** Each route's requests per second, as a share of bare Fastify's answering the same bytes. */
export const RATIO_BUDGET = 0.8;
/** The slowest of 100 requests at the benchmark's connections. */
export const P99_BUDGET_MS = 2;
/** The current code's ratio as a share of the baseline's: below it, the change is a regression. */
export const REGRESSION_BUDGET = 0.9;

export interface Row {
  database: string;
  route: string;
  app: Run[];
  bare: Run[];
  baseline?: Run[];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** Each run's ratio to the bare run of its own round. */
const ratios = (runs: Run[], bare: Run[]) =>
  runs.map((run, i) => run.requestsPerSecond / (bare[i] ?? run).requestsPerSecond);

function line(row: Row, code: string, runs: Run[], verdict: string): string {
  const share = code === 'bare' ? [] : ratios(runs, row.bare);
  return [
    row.database.padEnd(9),
    row.route.padEnd(23),
    code.padEnd(8),
    mean(runs.map((run) => run.requestsPerSecond))
      .toFixed(0)
      .padStart(6),
    `${Math.max(...runs.map((run) => run.p99Ms))} ms`.padStart(6),
    mean(runs.map((run) => run.cpuMicrosPerRequest))
      .toFixed(1)
      .padStart(7),
    (share.length ? mean(share).toFixed(2) : '').padStart(6),
    ` ${share.map((value) => value.toFixed(2)).join(', ')}`.padEnd(18),
    verdict,
  ].join(' ');
}

/** Prints every figure beside its budget and reference; true when all budgets hold. */
export function printTable(
  rows: Row[],
  options: { seconds: number; connections: number; baseline: string | undefined },
): boolean {
  const rounds = rows[0]?.app.length ?? 0;
  console.log(
    `\nAPI throughput, ${options.connections} connections, ${options.seconds} s per run, ${rounds} run(s) of each ` +
      `server in turns (reference: bare Fastify answering the same bytes in the same run)`,
  );
  console.log(
    `Budgets: ratio to bare >= ${RATIO_BUDGET}, p99 <= ${P99_BUDGET_MS} ms` +
      (options.baseline ? `; ratio of ratios (current / ${options.baseline}) >= ${REGRESSION_BUDGET}` : ''),
  );
  console.log(
    'database  route                   code      req/s    p99  cpu µs  ratio  each run           verdict\n' +
      '                                                          per req',
  );
  let passed = true;
  for (const row of rows) {
    console.log(line(row, 'bare', row.bare, ''));
    if (row.baseline) console.log(line(row, options.baseline ?? 'baseline', row.baseline, '(reference)'));
    const ratio = mean(ratios(row.app, row.bare));
    const p99 = Math.max(...row.app.map((run) => run.p99Ms));
    const ratioOk = ratio >= RATIO_BUDGET;
    const p99Ok = p99 <= P99_BUDGET_MS;
    let verdict = `ratio >= ${RATIO_BUDGET} ${ratioOk ? 'PASS' : 'FAIL'}, p99 ${p99Ok ? 'PASS' : 'FAIL'}`;
    let regressionOk = true;
    if (row.baseline) {
      const ofRatios = ratio / mean(ratios(row.baseline, row.bare));
      const cpu = mean(row.app.map((run) => run.cpuMicrosPerRequest));
      const baselineCpu = mean(row.baseline.map((run) => run.cpuMicrosPerRequest));
      regressionOk = ofRatios >= REGRESSION_BUDGET;
      verdict +=
        `; ratio of ratios ${ofRatios.toFixed(2)} ${regressionOk ? 'PASS' : 'FAIL: REGRESSION'}` +
        ` (cpu per request x${(cpu / baselineCpu).toFixed(2)})`;
    }
    console.log(line(row, 'current', row.app, verdict));
    passed &&= ratioOk && p99Ok && regressionOk;
  }
  console.log(passed ? '\nEvery budget holds.' : '\nA budget failed.');
  return passed;
}
