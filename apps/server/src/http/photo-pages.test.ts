// A page whose hero has a photograph staff uploaded is served with it, with no rebuild: the server
// renders the page's body again through the web build's server entry, swaps the head's image preload
// for the photograph's and writes the photographs into the page for the browser; a local page with
// words and a photograph gets both; another process follows within 5 seconds; removing it restores
// the page as built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_PAGE_TOKENS } from '@filmlab/domain';
import { bearer } from '../test/factories.js';
import { admin } from '../modules/orders/order-test-helpers.js';
import { createTestApp, secondProcess, type TestApp } from '../test/test-app.js';

const CHICAGO = '/film-developing-chicago';

// A stand-in for the web build's server entry: the heading from the words, the hero from the photographs.
const FAKE_ENTRY = `
let words = null;
let photos = null;
export function setServerPageWords(next) { words = next; }
export function setServerSitePhotos(next) { photos = next; }
export function withPageWords(content, given) { return { ...content, title: given?.words.title || content.title }; }
export function landingContentFor(path) { return path === '${CHICAGO}' ? { title: 'Chicago', description: 'Chicago rolls.' } : undefined; }
export function pageMetaFor(path, content) { return content && { title: content.title, description: content.description }; }
export function documentTitle(title) { return title; }
export async function render(path) {
  const photo = photos && photos[path];
  const title = words && words.path === path ? words.words.title : 'Built heading';
  const hero = photo ? '<img alt="' + photo.alt + '" src="/api/public/site-photos/' + photo.id + '/1280.webp">' : '<img alt="" src="/images/scenes/city.webp">';
  return '<main><h1>' + title + '</h1>' + hero + '</main>';
}
`;

const SCENE_PRELOAD =
  '<link rel="preload" as="image" type="image/avif" imagesrcset="/images/scenes/city-640.avif 640w" imagesizes="100vw" fetchpriority="high" />';
const SCENE_SHARE_IMAGE = `<meta property="og:image" content="${LAB_PAGE_TOKENS.origin}/images/scenes/city-1280.webp" />`;
const builtPage = (route: string) =>
  `<!doctype html><html lang="en"><head><title>Page</title>\n    ${SCENE_PRELOAD}\n    ${SCENE_SHARE_IMAGE}\n  </head><body><div id="root" data-prerendered="${route}"><main><h1>Built heading</h1><img alt="" src="/images/scenes/city.webp"></main></div></body></html>`;

describe('photographs on the pages', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let token: string;
  let picture: Buffer;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-site-photos-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), builtPage('/'));
    mkdirSync(path.join(dist, CHICAGO.slice(1)));
    writeFileSync(path.join(dist, CHICAGO.slice(1), 'index.html'), builtPage(CHICAGO));
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), FAKE_ENTRY);
    writeFileSync(path.join(dist, '200.html'), '<html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'route-patterns.json'), JSON.stringify(['/', CHICAGO]));
    t = await createTestApp({ WEB_DIST: dist });
    second = await secondProcess(t);
    token = (await admin(t)).token;
    picture = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#806040' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const upload = async (page: string, alt: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/site-photos/photo?${new URLSearchParams({ page, alt })}`,
      headers: { ...bearer(token), 'content-type': 'image/jpeg' },
      payload: picture,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const blockIn = (html: string) =>
    JSON.parse(/<script type="application\/json" id="site-photos">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
      string,
      { id: string; alt: string }
    > | null;

  it('sends pages as built while no photograph is uploaded', async () => {
    const res = await t.app.inject('/');
    expect(res.body).toContain('<main><h1>Built heading</h1><img alt="" src="/images/scenes/city.webp"></main>');
    expect(res.body).toContain(SCENE_PRELOAD);
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/images/scenes/city-1280.webp" />',
    );
    expect(blockIn(res.body)).toBeNull();
  });

  it('serves / with its photograph: the hero, the preload and the block for the browser', async () => {
    const built = await t.app.inject('/');
    const photo = await upload('/', 'The lab’s counter <at> dusk');
    const res = await t.app.inject('/');
    expect(res.body).toContain(
      `<div id="root" data-prerendered="/"><main><h1>Built heading</h1><img alt="The lab’s counter <at> dusk" src="/api/public/site-photos/${photo.id}/1280.webp"></main></div>`,
    );
    expect(res.body).not.toContain(SCENE_PRELOAD);
    expect(res.body).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/api/public/site-photos/${photo.id}/640.avif 640w, /api/public/site-photos/${photo.id}/1280.avif 1280w" imagesizes="100vw" fetchpriority="high" />`,
    );
    // A shared link shows the photograph, at the lab's address, with its alt text.
    expect(res.body).toContain(
      `<meta property="og:image" content="http://localhost:3000/api/public/site-photos/${photo.id}/1280.webp" />` +
        '<meta property="og:image:alt" content="The lab’s counter &lt;at&gt; dusk" />',
    );
    // In the block, markup is escaped for a script element.
    expect(res.body).not.toContain('<at>"');
    expect(blockIn(res.body)?.['/']).toMatchObject({ id: photo.id, alt: 'The lab’s counter <at> dusk' });
    expect(res.headers.etag).not.toBe(built.headers.etag);
    // A page without its own photograph stays as built.
    expect((await t.app.inject(CHICAGO)).body).toContain(
      '<h1>Built heading</h1><img alt="" src="/images/scenes/city.webp">',
    );
  });

  it('gives a local page with words and a photograph both', async () => {
    const words = await t.app.inject({
      method: 'PUT',
      url: '/api/page-words',
      headers: bearer(token),
      payload: { path: CHICAGO, words: { title: 'Windy City Film' } },
    });
    expect(words.statusCode, words.body).toBe(200);
    const photo = await upload(CHICAGO, 'Lake Michigan at dawn');
    const res = await t.app.inject(CHICAGO);
    expect(res.body).toContain(
      `<main><h1>Windy City Film</h1><img alt="Lake Michigan at dawn" src="/api/public/site-photos/${photo.id}/1280.webp"></main>`,
    );
    expect(res.body).toContain('id="page-words"');
    expect(blockIn(res.body)?.[CHICAGO]?.id).toBe(photo.id);
  });

  it('shows a new photograph on another process within 5 seconds, though it never heard of it', async () => {
    const heroOn = async () => /site-photos\/([0-9a-f-]+)\/1280\.webp/.exec((await second.inject('/')).body)?.[1];
    await heroOn();
    const photo = await upload('/', 'A new counter');
    const changedAt = Date.now();
    while ((await heroOn()) !== photo.id) {
      expect(Date.now() - changedAt).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 15_000);

  it('sends the page as built again once staff remove its photograph', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/site-photos/photo?page=/',
      headers: bearer(token),
    });
    expect(removed.json()).toEqual({ removed: true });
    const res = await t.app.inject('/');
    expect(res.body).toContain('<main><h1>Built heading</h1><img alt="" src="/images/scenes/city.webp"></main>');
    expect(res.body).toContain(SCENE_PRELOAD);
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/images/scenes/city-1280.webp" />',
    );
    expect(blockIn(res.body)).toBeNull();
  });
});
