// The prices the pre-rendered pages quote follow the lab's price list in force, with no rebuild: the
// build writes price tokens (packages/domain/src/price-page-tokens.ts) and the server fills them with
// the list as it sends each page, and writes the list into the page for the browser.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRICE_TOKEN_TEXTS as P, SEED_PRICE_LIST, type PriceList } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPriceLists } from '../db/seed/price-lists.js';
import { admin, api } from '../modules/orders/order-test-helpers.js';
import { createTestApp, secondProcess, type TestApp } from '../test/test-app.js';

// A stand-in for the web build's server entry: renders the pricing page's body from the list it is given.
const FAKE_ENTRY = `
let list = null;
export function setServerPriceList(next) { list = next; }
export async function render(path) {
  if (path !== '/pricing' || !list) throw new Error('rendered without a list: ' + path);
  if (list.prices.devScan.NON_MEMBER === 666) throw new Error('the render failed');
  await new Promise((resolve) => setTimeout(resolve, 5));
  return '<main>Dev + Scan ' + list.prices.devScan.NON_MEMBER + ' cents, by zqLabNameqz</main>';
}
`;

/** The pricing page as built: its body rendered with the seed's list, something after the root. */
const pricingPage = `<!doctype html><html lang="en"><head><title>Pricing</title></head><body>
    <div id="root" data-prerendered="/pricing"><main>Dev + Scan 1799 cents, built</main><div class="region"></div></div>
    </body></html>`;

/** A page as the build writes it: its prices as tokens, in the head, JSON-LD and body. */
const page = `<!doctype html><html lang="en"><head>
    <meta name="description" content="Film developing by mail: ${P.amount('devScan', 'NON_MEMBER')} a roll on demand or from ${P.memberFrom('devScan')} a roll for members." />
    <script type="application/ld+json">{"@type":"Answer","text":"Nice costs ${P.fee('NICE_2025')} a year and includes ${P.credits('devScan', 'NICE_2025')} dev + scan credits."}</script>
  </head><body><div id="root"><a href="/signup">Get Started - ${P.amount('devScan', 'NON_MEMBER')} / roll</a>
    <li>Push/Pull: <span>${P.benefit('pushPull', 'NICE_2025')}</span></li><li>Return Shipping: <span>${P.shipping('NON_MEMBER')}</span></li></div></body></html>`;

describe('prices on the pre-rendered pages', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  /** Another app process on the same database, with a bus of its own: it never hears an announcement. */
  let second: FastifyInstance;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-page-prices-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), page);
    mkdirSync(path.join(dist, 'frequently-asked-questions'));
    writeFileSync(path.join(dist, 'frequently-asked-questions', 'index.html'), page);
    mkdirSync(path.join(dist, 'pricing'));
    writeFileSync(path.join(dist, 'pricing', 'index.html'), pricingPage);
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), FAKE_ENTRY);
    writeFileSync(
      path.join(dist, '200.html'),
      '<html><head><title>App</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(dist, 'route-patterns.json'),
      JSON.stringify(['/', '/frequently-asked-questions', '/pricing', '/orders']),
    );
    t = await createTestApp({ WEB_DIST: dist });
    call = api(t);
    await seedPriceLists(t.database.db);
    second = await secondProcess(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const listIn = (html: string) =>
    JSON.parse(/<script type="application\/json" id="price-list">(.*?)<\/script>/.exec(html)![1]!) as PriceList;

  it('quotes the seed’s prices, and writes the list in force into every page', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('zqprice-');
    expect(res.body).toContain('by mail: $17.99 a roll on demand or from $9.99 a roll for members.');
    expect(res.body).toContain('Get Started - $17.99 / roll');
    expect(res.body).toContain('"text":"Nice costs $199.99 a year and includes 10 dev + scan credits."');
    expect(res.body).toContain('Push/Pull: <span>$1.99</span>');
    expect(listIn(res.body)).toEqual(SEED_PRICE_LIST);
    // The app shell too: the order form reads it instead of asking the API.
    expect(listIn((await t.app.inject('/orders')).body)).toEqual(SEED_PRICE_LIST);
    // The pricing page as built: its figures are the seed's.
    expect((await t.app.inject('/pricing')).body).toContain('<main>Dev + Scan 1799 cents, built</main>');
  });

  it('quotes a new list as soon as it is activated, with a new ETag', async () => {
    const before = await t.app.inject('/frequently-asked-questions');
    const staff = await admin(t);
    const made = await call('POST', '/price-lists', staff.token);
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: number };
    const edited = await call('PUT', `/price-lists/${id}`, staff.token, {
      prices: [
        { service: 'devScan', tier: 'NON_MEMBER', cents: 1899 },
        { service: 'devScan', tier: 'SUPER_NICE_2025', cents: 899 },
        { service: 'pushPull', tier: 'NICE_2025', cents: 0 },
        { service: 'returnNegativesShipping', tier: 'NON_MEMBER', cents: 0 },
      ],
      plans: [{ planId: 'NICE_2025', price: 21999, credits: { devScan: 12 } }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);

    for (const route of ['/', '/frequently-asked-questions']) {
      const res = await t.app.inject(route);
      expect(res.body, route).toContain('by mail: $18.99 a roll on demand or from $8.99 a roll for members.');
      expect(res.body, route).toContain('Get Started - $18.99 / roll');
      expect(res.body, route).toContain('"text":"Nice costs $219.99 a year and includes 12 dev + scan credits."');
      expect(res.body, route).toContain('Push/Pull: <span>Included</span>');
      expect(res.body, route).toContain('Return Shipping: <span>Free</span>');
      const list = listIn(res.body);
      expect(list.prices.devScan.NON_MEMBER).toBe(1899);
      expect(list.plans.NICE_2025.price).toBe(21999);
    }
    // The pricing page's body is rendered again for the new list; the rest of the page is as built.
    const pricing = await t.app.inject('/pricing');
    expect(pricing.statusCode).toBe(200);
    expect(pricing.body).toContain(
      '<div id="root" data-prerendered="/pricing"><main>Dev + Scan 1899 cents, by Film Lab</main></div>',
    );
    expect(pricing.body).toContain('<title>Pricing</title>');
    expect(listIn(pricing.body).prices.devScan.NON_MEMBER).toBe(1899);

    const after = await t.app.inject('/frequently-asked-questions');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({
      url: '/frequently-asked-questions',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('quotes a new list on another process within 5 seconds, though it never heard of it', async () => {
    const cheapest = async () => /from (\$[\d.]+) a roll for members/.exec((await second.inject('/')).body)?.[1];
    const before = await cheapest();
    const staff = await admin(t);
    const { id } = (await call('POST', '/price-lists', staff.token)).json() as { id: number };
    await call('PUT', `/price-lists/${id}`, staff.token, {
      prices: [{ service: 'devScan', tier: 'SUPER_NICE_2025', cents: 799 }],
    });
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);
    const changedAt = Date.now();
    expect(before).not.toBe('$7.99');
    while ((await cheapest()) !== '$7.99') {
      expect(Date.now() - changedAt).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('sends the pricing page as built when its render fails, rather than no page', async () => {
    const staff = await admin(t);
    const { id } = (await call('POST', '/price-lists', staff.token)).json() as { id: number };
    await call('PUT', `/price-lists/${id}`, staff.token, {
      prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: 666 }],
    });
    expect((await call('POST', `/price-lists/${id}/activate`, staff.token)).statusCode).toBe(200);
    const res = await t.app.inject('/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>Dev + Scan 1799 cents, built</main>');
  });
});
