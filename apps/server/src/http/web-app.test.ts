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
