// npm run bench:checkout: the oversell race (200 concurrent checkouts of a product with stock 50)
// and the promo race (50 parallel checkouts with one one-time code) against the real server, on
// PostgreSQL and on PGlite, with the counts printed beside the expected ones.
import { createBenchDatabase } from './lib/postgres.js';
import { startServer } from './lib/processes.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const STOCK = Number(process.env.BENCH_STOCK ?? 50);
const PROMO_BUYERS = Number(process.env.BENCH_PROMO_BUYERS ?? 50);
/** The seeded one-time code ($5 off, one use in all). */
const ONE_TIME_CODE = 'FIRSTROLL';

interface Row {
  database: string;
  race: string;
  figure: string;
  measured: number;
  expected: number;
  ms?: number;
}

type Json = Record<string, unknown>;

function client(base: string) {
  return async (method: string, path: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: token } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Json, headers: res.headers };
  };
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k)))));
  }
  return out;
}

async function runRaces(label: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer('servers/app-server.ts', env);
  const call = client(`http://127.0.0.1:${server.port}/api`);
  try {
    const login = async (email: string) => {
      const res = await call('POST', '/auth/login', null, { email, password: 'filmlab-demo' });
      const token = res.headers.get('authorization');
      if (res.status !== 200 || !token) throw new Error(`login of ${email} failed: ${res.status}`);
      return token;
    };
    const [admin, buyer] = [await login('admin@demo.test'), await login('customer@demo.test')];

    const product = async (stock: number) => {
      const res = await call('POST', '/products', admin, {
        name: `Race Film ${label} ${stock} ${Date.now()}`,
        price: 1500,
        stock,
        variants: [{ name: 'Single Roll', price: 1500, stock }],
      });
      if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
      const made = res.body.product as { id: number; variants: Array<{ id: number }> };
      return { id: made.id, variantId: made.variants[0]!.id };
    };
    const openOrders = (item: { id: number; variantId: number }, count: number, extra: Json = {}) =>
      inBatches(count, 10, async () => {
        const res = await call('POST', '/orders', buyer, {
          lines: [{ productId: item.id, variantId: item.variantId, quantity: 1 }],
          ...extra,
        });
        if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
        return (res.body.order as { id: number }).id;
      });
    // A one-use token pays once (as Stripe's do), so the buyer pays every order with a saved card.
    const card = await call('POST', '/payments/local/tokenize', null, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    const me = await call('GET', '/auth/current-user', buyer);
    const buyerId = me.body.id as number;
    const saved = await call('PUT', `/users/${buyerId}/payment-methods/token`, buyer, { token: card.body.token });
    if (saved.status !== 200) throw new Error(`saving the card: ${saved.status} ${JSON.stringify(saved.body)}`);
    const paymentId = (saved.body.paymentMethod as { paymentMethodId: string }).paymentMethodId;
    const payAll = async (ids: number[]) => {
      const started = performance.now();
      const results = await Promise.all(
        ids.map((id) => call('PUT', `/orders/${id}/attach-payment`, buyer, { paymentId })),
      );
      return { results, ms: Math.round(performance.now() - started) };
    };
    const stockOf = async (item: { id: number; variantId: number }) => {
      const res = await call('GET', `/products/${item.id}`, admin);
      const variants = (res.body.product as { variants: Array<{ id: number; stock: number }> }).variants;
      return variants.find((v) => v.id === item.variantId)!.stock;
    };

    // The oversell race.
    const scarce = await product(STOCK);
    const oversell = await payAll(await openOrders(scarce, BUYERS));
    const paid = oversell.results.filter((r) => r.status === 200).length;
    const refused = oversell.results.filter((r) => r.status === 409).length;
    const other = oversell.results.length - paid - refused;

    // The promo race.
    const plenty = await product(10_000);
    const promo = await payAll(await openOrders(plenty, PROMO_BUYERS, { promoCode: ONE_TIME_CODE }));
    const discounted = promo.results.filter(
      (r) => r.status === 200 && (r.body.order as { appliedDiscount: number }).appliedDiscount > 0,
    ).length;
    const promoOther = promo.results.filter((r) => r.status !== 200 && r.status !== 409).length;

    return [
      {
        database: label,
        race: `oversell: ${BUYERS} checkouts, stock ${STOCK}`,
        figure: 'paid orders',
        measured: paid,
        expected: STOCK,
        ms: oversell.ms,
      },
      { database: label, race: '', figure: 'refused (409)', measured: refused, expected: BUYERS - STOCK },
      { database: label, race: '', figure: 'other answers', measured: other, expected: 0 },
      { database: label, race: '', figure: 'stock after', measured: await stockOf(scarce), expected: 0 },
      {
        database: label,
        race: `promo: ${PROMO_BUYERS} checkouts, one-time code`,
        figure: 'paid with the code',
        measured: discounted,
        expected: 1,
        ms: promo.ms,
      },
      {
        database: label,
        race: '',
        figure: 'refused (409)',
        measured: promo.results.filter((r) => r.status === 409).length,
        expected: PROMO_BUYERS - 1,
      },
      { database: label, race: '', figure: 'other answers', measured: promoOther, expected: 0 },
    ];
  } finally {
    server.stop();
  }
}

const rows: Row[] = [];
const postgres = await createBenchDatabase();
if (postgres) {
  try {
    rows.push(...(await runRaces('postgres', { BENCH_DATABASE_URL: postgres.url })));
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL did not answer: the races were run on PGlite only.');
}
rows.push(...(await runRaces('pglite', {})));

console.log(
  [
    ['database', 'race', 'figure', 'measured', 'expected', 'ok', 'wall ms'].join(' | '),
    ...rows.map((r) =>
      [r.database, r.race, r.figure, r.measured, r.expected, r.measured === r.expected ? 'yes' : 'NO', r.ms ?? ''].join(
        ' | ',
      ),
    ),
  ].join('\n'),
);
if (rows.some((r) => r.measured !== r.expected)) process.exitCode = 1;
