import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<h1>landing</h1>');
    writeFileSync(path.join(dist, '200.html'), '<div id="root"></div>');
    mkdirSync(path.join(dist, 'pricing'));
    writeFileSync(path.join(dist, 'pricing', 'index.html'), '<h1>pricing</h1>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, '404.html'), '<h1>Page not found</h1><a href="/">Home</a>');
    // As the build writes it from the client's route table (apps/web/src/routes/route-patterns.ts).
    writeFileSync(
      path.join(dist, 'route-patterns.json'),
      JSON.stringify([
        '/',
        '/pricing',
        '/film-developing-chicago',
        '/products/:productName',
        '/collections/:collectionSlug',
        '/shared-scans/*',
        '/users/:userId',
        '/users/:userId/rolls',
        '/users/:userId/orders/:orderId/*',
        '/admin/users/:userId/rolls/:rollId',
      ]),
    );
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a pre-rendered route with its own HTML, with or without a trailing slash', async () => {
    for (const url of ['/pricing', '/pricing/', '/pricing?ref=ad']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<h1>pricing</h1>');
    }
    expect((await t.app.inject('/')).body).toBe('<h1>landing</h1>');
  });

  it('answers other page routes with the app shell', async () => {
    const res = await t.app.inject('/users/7/rolls');
    expect(res.body).toBe('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers every route of the app 200, parameterised ones too', async () => {
    // A product page answers 404 when no product is there (modules/products/shop-catalogue.test.ts).
    for (const url of [
      '/products/all',
      '/collections/x',
      '/users/12',
      '/users/12/rolls/',
      '/users/12/orders/5/summary',
      '/admin/users/3/rolls/9',
      '/film-developing-chicago',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('answers a path that is no route of the app 404 with the not-found page and a way home', async () => {
    for (const url of [
      '/no-such-page',
      '/products',
      '/users/12/nonsense',
      '/admin/nothing',
      '/pricing/extra',
      '/x.php',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Page not found');
      expect(res.body).toContain('href="/"');
    }
  });

  it('serves hashed assets with a long cache and keeps API 404s as JSON', async () => {
    const asset = await t.app.inject('/assets/app-123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors).toEqual([]);
  });

  it('never leaves the build folder and survives malformed addresses', async () => {
    const traversal = await t.app.inject('/..%2F..%2Fetc%2Fpasswd.txt');
    expect(traversal.body).not.toContain('root:');
    expect((await t.app.inject('/%E0%A4%A.js')).statusCode).toBe(400);
  });
});

describe('serving a web build without route patterns', () => {
  it('serves every path as a page, as before the build wrote them', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<h1>landing</h1>');
    writeFileSync(path.join(dist, '200.html'), '<div id="root"></div>');
    const t = await createTestApp({ WEB_DIST: dist });
    try {
      const res = await t.app.inject('/anything');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<div id="root"></div>');
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
