import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// A stand-in for the web build's server entry (apps/web/src/entry-server.tsx renderShopPage): it reads
// the API through the fetch the server hands it, as the real one does, and renders what it found.
const FAKE_ENTRY = `
let send = null;
let renders = 0;
export function setApiFetch(next) { send = next; }
export function documentTitle(title) { return title + ' · Test Lab'; }
export async function renderShopPage(path) {
  if (path === '/collections/broken') throw new Error('render failed');
  const match = /^\\/(collections|products)(?:\\/([^/]+))?$/.exec(path);
  if (!match) return null;
  if (path === '/products/Old-Name') return { status: 200, redirect: '/products/old-name', title: '', description: '', path: '', html: '', state: {} };
  const res = await send('/api/product-collections?active=true', { method: 'GET' });
  const body = await res.json();
  renders += 1;
  const missing = path === '/products/nothing-here';
  return {
    status: missing ? 404 : 200,
    redirect: null,
    title: missing ? 'Not found' : path.startsWith('/products/tom') ? 'Tom & "Jerry" <Lab>' : 'Shop',
    description: 'Film & kit <for you>',
    path,
    html: '<h1>' + res.status + ' ' + body.detailedCollections.length + ' collections, render ' + renders + '</h1>',
    state: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
  };
}
`;

const TEMPLATE = `<!doctype html><html><head>
    <!--shop-page-head--><style>.x{}</style>
  </head><body><div id="root" data-prerendered="<!--shop-page-path-->"><!--shop-page-body--></div>
<!--shop-page-data-->
  </body></html>`;

describe('shop pages rendered by the server', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<h1>landing</h1>');
    writeFileSync(path.join(dist, '200.html'), '<head><title>Shell</title></head><div id="root"></div>');
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), FAKE_ENTRY);
    writeFileSync(path.join(dist, '.ssr', 'shop-page.html'), TEMPLATE);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /collections with its HTML rendered from the API, its head, and its data as inert JSON', async () => {
    const res = await t.app.inject('/collections');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(
      /<div id="root" data-prerendered="\/collections"><h1>200 \d+ collections, render 1<\/h1><\/div>/,
    );
    expect(res.body).toContain('<title>Shop · Test Lab</title>');
    expect(res.body).toContain('<meta name="description" content="Film &amp; kit &lt;for you&gt;" />');
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/collections" \/>/);
    expect(res.body).not.toContain('<!--shop-page-');
    // The data block cannot close its script element: no script runs from it.
    const data = /<script type="application\/json" id="server-queries">([\s\S]*?)<\/script>/.exec(res.body);
    expect(data).not.toBeNull();
    expect(data![1]).not.toContain('<');
    expect(JSON.parse(data![1]!).queries[0].state.data).toBe('</script><script>alert(1)</script>');
  });

  it('escapes a name like Tom & "Jerry" <Lab> in the head, and the path in its attribute', async () => {
    const res = await t.app.inject('/products/tom&jerry');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;Lab&gt; · Test Lab</title>');
    expect(res.body).toContain(
      '<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; &lt;Lab&gt; · Test Lab" />',
    );
    expect(res.body).toContain('<div id="root" data-prerendered="/products/tom&amp;jerry">');
    expect(res.body).not.toContain('Tom & "Jerry"');
  });

  it('keeps a rendered page for the catalogue cache, and renders afresh after a catalogue write', async () => {
    const first = (await t.app.inject('/collections/film')).body;
    expect((await t.app.inject('/collections/film')).body).toBe(first);
    const { admin } = await import('../modules/orders/order-test-helpers.js');
    const staff = await admin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product-collections',
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { name: 'Fresh Shelf' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (await t.app.inject('/collections/film')).body;
    expect(after).not.toBe(first);
  });

  it('sends a shop page compressed, with an ETag the next visit answers 304 for', async () => {
    const plain = await t.app.inject('/collections');
    const br = await t.app.inject({ url: '/collections', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzipped = await t.app.inject({ url: '/collections', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/collections', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A page made from another render is another page.
    expect((await t.app.inject('/products/tom&jerry')).headers.etag).not.toBe(etag);
  });

  it('answers a missing product 404 with its page, noindex, and an old link 301 to the product', async () => {
    const missing = await t.app.inject('/products/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    const moved = await t.app.inject('/products/Old-Name');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/products/old-name');
  });

  it('falls back to the app shell when rendering fails, and never serves the server build', async () => {
    const broken = await t.app.inject('/collections/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    for (const url of ['/.ssr/entry-server.js', '/.ssr/shop-page.html', '/%2essr/entry-server.js']) {
      // Not the file: the page answer (this build lists no route patterns, so every path is a page).
      const res = await t.app.inject(url);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).not.toContain('renderShopPage');
      expect(res.body, url).not.toContain('shop-page-body');
    }
  });
});
