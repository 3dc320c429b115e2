import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LAB_PAGE_TOKENS as T } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../adapters/events/memory-event-bus.js';
import { buildApp } from '../app.js';
import { bearer, buildUser } from '../test/factories.js';
import { LAB_IDENTITY } from '../test/rows-lab.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const ORIGIN = 'https://lab.example';

/** A page as apps/web/build/prerender.ts writes it: the lab's name, contact and origin as tokens. */
const page = (route: string) => `<!doctype html><html lang="en"><head>
    <title>Pricing · ${T.name}</title>
    <link rel="canonical" href="${T.origin}${route}" />
    <meta property="og:site_name" content="${T.name}" />
    <meta property="og:url" content="${T.origin}${route}" />
    <meta property="og:image" content="${T.origin}/images/scenes/x-1280.webp" />
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"${T.name}","url":"${T.origin}/","email":"${T.contactEmail}","address":{"addressLocality":"${T.city}","addressRegion":"${T.region}"}}</script>
  </head><body><div id="root" data-prerendered="${route}"><header><span class="mark">${T.logo}</span>${T.name}</header><svg><text>${T.nameUpper} · DEVELOP</text></svg>
    <footer><a href="mailto:${T.contactEmail}">${T.contactEmail}</a> © ${T.name}<ul>${T.socialLinks}</ul></footer></div></body></html>`;

describe('pages served with the lab’s identity filled in at run time', () => {
  let t: TestApp;
  let adminToken: string;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-lab-pages-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), page('/'));
    mkdirSync(path.join(dist, 'pricing'));
    writeFileSync(path.join(dist, 'pricing', 'index.html'), page('/pricing'));
    writeFileSync(
      path.join(dist, '200.html'),
      `<html><head><title>${T.name}</title></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(
      path.join(dist, '404.html'),
      `<html><head><title>Not found · ${T.name}</title></head><body></body></html>`,
    );
    writeFileSync(path.join(dist, 'route-patterns.json'), JSON.stringify(['/', '/pricing', '/users/:userId']));
    writeFileSync(
      path.join(dist, 'sitemap-pages.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `  <url><loc>${T.origin}/</loc><lastmod>2026-11-01</lastmod></url>\n` +
        `  <url><loc>${T.origin}/pricing</loc><lastmod>2026-11-01</lastmod></url>\n</urlset>\n`,
    );
    t = await createTestApp({
      WEB_DIST: dist,
      PUBLIC_URL: ORIGIN,
      LAB_NAME: 'Darkroom & Daylight',
      CONTACT_EMAIL: 'desk@darkroom.test',
    });
    ({ token: adminToken } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const noTokens = (body: string) => {
    for (const token of Object.values(T)) expect(body).not.toContain(token);
    expect(body).not.toContain('localhost:3000');
  };

  it('serves canonical, og:url, JSON-LD, robots and sitemap at PUBLIC_URL, with the configured name and contact', async () => {
    const res = await t.app.inject('/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    noTokens(res.body);
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/pricing" />`);
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/pricing" />`);
    expect(res.body).toContain('<title>Pricing · Darkroom &amp; Daylight</title>');
    expect(res.body).toContain('DARKROOM &amp; DAYLIGHT · DEVELOP');
    expect(res.body).toContain('<a href="mailto:desk@darkroom.test">desk@darkroom.test</a>');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(jsonLd).toMatchObject({ name: 'Darkroom & Daylight', url: `${ORIGIN}/`, email: 'desk@darkroom.test' });
    // What the browser's app reads, so it renders the same.
    const identity = JSON.parse(
      /<script type="application\/json" id="lab-identity">(.*?)<\/script>/.exec(res.body)![1]!,
    );
    expect(identity).toMatchObject({ name: 'Darkroom & Daylight', contactEmail: 'desk@darkroom.test', origin: ORIGIN });

    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await t.app.inject('/sitemap.xml');
    noTokens(sitemap.body);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/pricing</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/collections</loc>`);

    for (const url of ['/', '/users/7', '/no-such-page', '/pricing/index.html', '/200.html']) {
      noTokens((await t.app.inject(url)).body);
    }
    expect((await t.app.inject('/no-such-page')).statusCode).toBe(404);
  });

  it('compresses the filled page, answers 304 for its ETag and varies on the encoding', async () => {
    const plain = await t.app.inject('/pricing');
    const br = await t.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(br.headers.etag).toBe(etag);
    const again = await t.app.inject({ url: '/pricing', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a new name, contact and origin once staff save them, with a new ETag', async () => {
    const before = await t.app.inject('/pricing');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/lab',
      headers: bearer(adminToken),
      payload: {
        ...LAB_IDENTITY,
        name: 'Silver Salt',
        contactEmail: 'hi@silversalt.test',
        publicUrl: 'https://silversalt.example',
        logoUrl: 'https://cdn.silversalt.example/logo.svg',
        socialLinks: [
          { label: 'Instagram', url: 'https://www.instagram.com/silversalt' },
          { label: 'Grain & Co', url: 'https://grain.example/?a=1&b=2' },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/pricing', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    noTokens(after.body);
    expect(after.body).toContain('<title>Pricing · Silver Salt</title>');
    expect(after.body).toContain('<link rel="canonical" href="https://silversalt.example/pricing" />');
    expect(after.body).toContain('mailto:hi@silversalt.test');
    // The social links staff set, in their order, escaped, opening in a new tab.
    expect(after.body).toContain(
      '<ul><li><a href="https://www.instagram.com/silversalt" target="_blank" rel="noopener noreferrer">Instagram</a></li>' +
        '<li><a href="https://grain.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Grain &amp; Co</a></li></ul>',
    );
    expect(after.body).toContain(
      '<span class="mark"><img src="https://cdn.silversalt.example/logo.svg" alt="" width="32" height="32"></span>',
    );
    expect(after.body).not.toContain('Darkroom');
    expect((await t.app.inject('/robots.txt')).body).toContain('Sitemap: https://silversalt.example/sitemap.xml');
    expect((await t.app.inject('/sitemap.xml')).body).toContain('<loc>https://silversalt.example/pricing</loc>');
    expect((await t.app.inject('/users/7')).body).toContain('<title>Silver Salt</title>');
  });
});

describe('a page served by another app process follows a change within 5 seconds', () => {
  let t: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-lab-pages-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), page('/'));
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: ORIGIN });
    // PostgreSQL: each process its own LISTEN/NOTIFY bus; PGlite: one in-memory bus between the two.
    const shared = t.database.kind === 'postgres' ? undefined : createMemoryEventBus();
    const options = { config: t.config, database: t.database, logger: false as const };
    first = await buildApp({ ...options, ...(shared ? { overrides: { events: shared } } : {}) });
    second = await buildApp({ ...options, ...(shared ? { overrides: { events: shared } } : {}) });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('shows the new name on the second process’s landing page', async () => {
    expect((await second.inject('/')).body).toContain('<span class="mark"></span>Film Lab</header>');
    const { token } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
    const put = await first.inject({
      method: 'PUT',
      url: '/api/lab',
      headers: bearer(token),
      payload: { ...LAB_IDENTITY, name: 'Renamed Lab' },
    });
    expect(put.statusCode).toBe(200);
    await expect
      .poll(async () => (await second.inject('/')).body, { timeout: 5_000, interval: 50 })
      .toContain('<span class="mark"></span>Renamed Lab</header>');
  });
});
