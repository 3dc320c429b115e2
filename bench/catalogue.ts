// npm run bench:catalogue: a collection page of the shop with 10,000 products in 50 collections on
// PostgreSQL, beside its budgets and a bare-Fastify route answering the same bytes in the same run.
import { collectionSlug, PRODUCT_PAGE_SIZE } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { collectionProducts, productCollections } from '../apps/server/src/db/schema/collections.js';
import { media } from '../apps/server/src/db/schema/media.js';
import { productVariants, products } from '../apps/server/src/db/schema/products.js';
import { measure, type LoadResult } from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import { startServer } from './lib/processes.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** App and reference take turns, so a burst of load from elsewhere on the machine hits both alike. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = 10_000;
const collectionCount = 50;
const batch = 1_000;
const budget = { p99Ms: 25, ratio: 0.5 };

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** 50 collections, 10,000 products (200 per collection), each with 2 variants and one image row. Bulk inserts only. */
async function fillCatalogue(db: Db): Promise<void> {
  const collections = await db
    .insert(productCollections)
    .values(
      Array.from({ length: collectionCount }, (_, i) => {
        const name = `Bench Collection ${i + 1}`;
        return { name, slug: collectionSlug(name), orderIndex: i + 10, description: `Collection number ${i + 1}` };
      }),
    )
    .returning({ id: productCollections.id });
  const brands = ['Kodak', 'Ilford', 'Fuji', 'CineStill', 'Foma'];
  for (const part of chunks(
    Array.from({ length: productCount }, (_, i) => i),
    batch,
  )) {
    const made = await db
      .insert(products)
      .values(
        part.map((i) => ({
          name: `Bench Film ${i + 1}`,
          sku: `bench-${i + 1}`,
          slug: `bench-film-${i + 1}`,
          productType: 'PRODUCT' as const,
          description: `A roll of bench film number ${i + 1}, for measuring the shop.`,
          price: 1000 + (i % 900),
          memberPrice: 900 + (i % 800),
          stock: 50 + (i % 200),
          filters: { brand: [brands[i % brands.length]!], format: [i % 2 ? '35mm' : '120'] },
        })),
      )
      .returning({ id: products.id });
    await db.insert(productVariants).values(
      made.flatMap(({ id }) => [
        { productId: id, name: 'Single Roll', sku: `bench-${id}-1`, price: 1500, memberPrice: 1300, position: 0 },
        { productId: id, name: '5 Pack', sku: `bench-${id}-5`, price: 7000, memberPrice: 6000, position: 1 },
      ]),
    );
    await db.insert(media).values(
      made.map(({ id }) => ({
        productId: id,
        path: `products/${id}/bench.webp`,
        alt: `Box of bench film ${id}`,
        contentType: 'image/webp',
        width: 1200,
        height: 1200,
      })),
    );
    await db.insert(collectionProducts).values(
      made.map(({ id }, i) => ({
        collectionId: collections[(part[i]! % collectionCount) as number]!.id,
        productId: id,
        position: Math.floor(part[i]! / collectionCount),
      })),
    );
  }
  await db.execute(sql`
    update ${products} p set default_product_variant_id = v.id
    from ${productVariants} v where v.product_id = p.id and v.position = 0`);
  await db.execute(sql`analyze`);
}

/** Mean throughput over the runs; the worst p99 of any run, so a budget is never met by averaging. */
function combine(runs: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

/** The demo admin's session token (app-server.ts seeds the demo accounts). */
async function adminToken(port: number): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'filmlab-demo' }),
  });
  const token = login.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!login.ok || !token) throw new Error(`demo admin login failed: ${login.status} ${await login.text()}`);
  return token;
}

const postgres = await createBenchDatabase();
if (!postgres) {
  console.log('PostgreSQL did not answer: the catalogue budget was not measured.');
  process.exit(1);
}
try {
  const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 4 });
  const started = Date.now();
  await fillCatalogue(database.db);
  console.log(`inserted ${productCount} products in ${collectionCount} collections in ${Date.now() - started} ms`);
  await database.close();

  const app = await startServer('servers/app-server.ts', { BENCH_DATABASE_URL: postgres.url });
  try {
    const slug = collectionSlug(`Bench Collection ${collectionCount / 2}`);
    const url = `http://127.0.0.1:${app.port}/api/products?collection=${slug}`;
    const response = await fetch(url);
    const body = await response.text();
    if (!response.ok) throw new Error(`GET /products answered ${response.status}: ${body}`);
    const page = JSON.parse(body) as { products: Array<{ variants: unknown[]; images: unknown[] }>; count: number };
    const complete = page.products.every((p) => p.variants.length === 2 && p.images.length === 1);
    if (page.products.length !== PRODUCT_PAGE_SIZE || !complete) {
      throw new Error(`expected a full page with variants and images, got ${body.slice(0, 300)}`);
    }
    const bare = await startServer('servers/bare-server.ts', { BARE_BODY: body });
    try {
      const bareUrl = `http://127.0.0.1:${bare.port}/`;
      await measure(url, { seconds: 2, connections });
      await measure(bareUrl, { seconds: 2, connections });
      const appRuns: LoadResult[] = [];
      const bareRuns: LoadResult[] = [];
      for (let round = 0; round < rounds; round += 1) {
        appRuns.push(await measure(url, { seconds, connections }));
        bareRuns.push(await measure(bareUrl, { seconds, connections }));
      }
      const appResult = combine(appRuns);
      const bareResult = combine(bareRuns);
      if (appResult.non2xx > 0) throw new Error(`${appResult.non2xx} non-2xx answers under load`);
      // For the record, not a budget: an admin's page skips the catalogue cache and reads the database
      // every time, which is what each cache miss costs.
      const admin = { authorization: `Bearer ${await adminToken(app.port)}` };
      const uncached = await measure(url, { headers: admin, seconds, connections });
      const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
      const p99Pass = appResult.p99Ms <= budget.p99Ms;
      const ratioPass = ratio >= budget.ratio;
      console.log(
        `\nGET /api/products?collection=${slug} (${PRODUCT_PAGE_SIZE} of ${page.count} products, ${body.length} bytes)`,
      );
      console.log(
        `PostgreSQL, ${productCount} products, ${connections} connections, ${rounds} alternating runs of ${seconds} s each\n`,
      );
      console.log(`app   ${appResult.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${appResult.p99Ms} ms`);
      console.log(`bare  ${bareResult.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${bareResult.p99Ms} ms`);
      console.log(
        `uncached (admin) ${uncached.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${uncached.p99Ms} ms   (no budget)`,
      );
      const perRound = appRuns.map((run, i) => (run.requestsPerSecond / bareRuns[i]!.requestsPerSecond).toFixed(2));
      console.log(`ratio by round: ${perRound.join(', ')}`);
      console.log(`p99    ${appResult.p99Ms} ms   budget <= ${budget.p99Ms} ms   ${p99Pass ? 'PASS' : 'FAIL'}`);
      console.log(`ratio  ${ratio.toFixed(2)}    budget >= ${budget.ratio}    ${ratioPass ? 'PASS' : 'FAIL'}`);
      process.exitCode = p99Pass && ratioPass ? 0 : 1;
    } finally {
      bare.stop();
    }
  } finally {
    app.stop();
  }
} finally {
  await postgres.drop();
}
