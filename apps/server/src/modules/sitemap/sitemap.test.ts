import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addToCollection, buildCallers, makeCollection, makeProduct } from '../products/catalogue-test-helpers.js';

const ORIGIN = 'https://lab.example';

describe('GET /sitemap.xml', () => {
  let t: TestApp;
  let adminToken: string;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-sitemap-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<h1>landing</h1>');
    // As apps/web/build/prerender.ts writes it.
    writeFileSync(
      path.join(dist, 'sitemap-pages.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `  <url><loc>${ORIGIN}/</loc><lastmod>2026-11-01</lastmod></url>\n` +
        `  <url><loc>${ORIGIN}/pricing</loc><lastmod>2026-11-01</lastmod></url>\n` +
        `  <url><loc>${ORIGIN}/collections</loc><lastmod>2026-11-01</lastmod></url>\n</urlset>\n`,
    );
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: ORIGIN });
    ({
      admin: { token: adminToken },
    } = await buildCallers(t));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const locs = async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  };

  it('lists the built pages and the live catalogue: collections and shop products, never services or hidden ones', async () => {
    const shelf = await makeCollection(t, adminToken, { name: 'Cold Stored Film' });
    const film = await makeProduct(t, adminToken, { name: 'Portra 400 & Friends' });
    await addToCollection(t, adminToken, shelf.id, film.id);
    const hidden = await makeProduct(t, adminToken, { visibility: 'NONE' });
    const service = await makeProduct(t, adminToken, { name: 'Rush Service', productType: 'SERVICE_ADD_ON' });
    await makeCollection(t, adminToken, { name: 'Back Room', active: false });

    const listed = await locs();
    expect(listed.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/pricing`, `${ORIGIN}/collections`]);
    expect(listed).toContain(`${ORIGIN}/collections/cold-stored-film`);
    expect(listed).toContain(`${ORIGIN}/products/portra-400-friends`);
    expect(listed).not.toContain(`${ORIGIN}/products/${hidden.slug}`);
    expect(listed).not.toContain(`${ORIGIN}/products/${service.slug}`);
    expect(listed).not.toContain(`${ORIGIN}/collections/back-room`);
    expect(new Set(listed).size).toBe(listed.length);

    // A product the lab adds is listed at once.
    const fresh = await makeProduct(t, adminToken, { name: 'Fresh Delivery 120' });
    expect(await locs()).toContain(`${ORIGIN}/products/${fresh.slug}`);
  });
});
