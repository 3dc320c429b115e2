// npm run bench:credit-race: 100 members, each holding 1 dev+scan credit, place 2 one-roll orders at
// once and pay both at once, against the real server on PostgreSQL and on PGlite. Every credit must
// be spent exactly once (one of each member's two orders, never both) and no balance may go below
// zero; the counts are printed beside the expected ones, and the exit code fails on any violation.
// The payment that loses the race for a credit may be refused with a 409 ("Your credits changed;
// please review the order": the server does not charge more than the order showed without asking);
// the member then reads the order again and pays it, as the checkout page does, so every order is
// paid in the end. At most one refusal per member is expected (PGlite, one connection, has none).
import { cardToken, startMembersServer, type Json } from './lib/members.js';
import { createBenchDatabase } from './lib/postgres.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
// Sleeving keeps something to pay on the order the credit covers, so both orders go through the card.
const draft = {
  rolls: [{ brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41', sleeving: 'CUT' }],
  negativesAction: 'TOSS',
  inbound: { method: 'EXTERNAL_FULFILLMENT' },
};

interface Row {
  database: string;
  figure: string;
  measured: number;
  expected: number;
  /** The figure may be at most `expected` rather than exactly it. */
  atMost?: boolean;
  ms?: number;
}

const rowOk = (r: Row) => (r.atMost ? r.measured <= r.expected : r.measured === r.expected);

async function race(label: string, env: Record<string, string>): Promise<Row[]> {
  const { server, members, call } = await startMembersServer(env, { count: MEMBERS, devScanCredits: 1 });
  try {
    const started = performance.now();
    // Both orders of every member at once: created together, then paid together.
    const placed = await Promise.all(
      members.flatMap((member) =>
        [0, 1].map(async () => {
          const made = await call('POST', `/users/${member.id}/orders`, member.token, draft);
          return { member, made };
        }),
      ),
    );
    const tokens = await Promise.all(placed.map(() => cardToken(call)));
    const paid = await Promise.all(
      placed.map(async ({ member, made }, i) => {
        if (made.status !== 201) return { member, orderId: 0, status: made.status, body: made.body };
        const orderId = (made.body.order as { id: number }).id;
        const res = await call('PUT', `/orders/${orderId}/attach-payment`, member.token, { paymentId: tokens[i] });
        return { member, orderId, status: res.status, body: res.body, refused: res.status === 409 };
      }),
    );
    // The refused ones: the member reviews the order (read again, now priced without the credit the
    // other order took) and pays it with a new card token.
    for (const payment of paid.filter((p) => p.refused)) {
      const review = await call('GET', `/users/${payment.member.id}/orders/${payment.orderId}`, payment.member.token);
      if (review.status !== 200) throw new Error(`reviewing order ${payment.orderId} answered ${review.status}`);
      const token = await cardToken(call);
      const res = await call('PUT', `/orders/${payment.orderId}/attach-payment`, payment.member.token, {
        paymentId: token,
      });
      Object.assign(payment, { status: res.status, body: res.body });
    }
    const ms = Math.round(performance.now() - started);

    // What the server says afterwards: each member's balance, and what each paid order used.
    let spent = 0;
    let membersSpendingOnce = 0;
    let belowZero = 0;
    let remaining = 0;
    for (const member of members) {
      const balance = await call('GET', `/users/${member.id}/service-credits`, member.token);
      const devScan = (balance.body.credits as { devScan: number }).devScan;
      remaining += devScan;
      if (devScan < 0) belowZero += 1;
      let used = 0;
      for (const order of paid.filter((p) => p.member === member && p.status === 200)) {
        const summary = await call('GET', `/users/${member.id}/orders/${order.orderId}`, member.token);
        used += (summary.body.credits as { used: { devScan: number } }).used.devScan;
      }
      spent += used;
      if (used === 1) membersSpendingOnce += 1;
    }
    const ok = paid.filter((p) => p.status === 200).length;
    const refused = paid.filter((p) => p.refused).length;
    const other = paid.filter((p) => p.status !== 200);
    if (other.length) console.log(`${label}: e.g. ${other[0]!.status} ${JSON.stringify(other[0]!.body as Json)}`);
    return [
      { database: label, figure: `orders paid (of ${MEMBERS * 2})`, measured: ok, expected: MEMBERS * 2, ms },
      {
        database: label,
        figure: 'refused at first (409), paid on review',
        measured: refused,
        expected: MEMBERS,
        atMost: true,
      },
      { database: label, figure: 'other answers', measured: other.length, expected: 0 },
      { database: label, figure: 'dev+scan credits spent', measured: spent, expected: MEMBERS },
      {
        database: label,
        figure: 'members whose credit was spent once',
        measured: membersSpendingOnce,
        expected: MEMBERS,
      },
      { database: label, figure: 'credits left', measured: remaining, expected: 0 },
      { database: label, figure: 'balances below zero', measured: belowZero, expected: 0 },
    ];
  } finally {
    server.stop();
  }
}

const rows: Row[] = [];
const postgres = await createBenchDatabase();
if (postgres) {
  try {
    rows.push(...(await race('postgres', { BENCH_DATABASE_URL: postgres.url })));
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL did not answer: the race was run on PGlite only.');
  process.exitCode = 1;
}
rows.push(...(await race('pglite', {})));

console.log(
  [
    ['database', 'figure', 'measured', 'expected', 'ok', 'wall ms'].join(' | '),
    ...rows.map((r) =>
      [
        r.database,
        r.figure,
        r.measured,
        `${r.atMost ? '<= ' : ''}${r.expected}`,
        rowOk(r) ? 'yes' : 'NO',
        r.ms ?? '',
      ].join(' | '),
    ),
  ].join('\n'),
);
if (rows.some((r) => !rowOk(r))) process.exitCode = 1;
