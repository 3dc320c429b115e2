// The 64 local pages show the words staff gave them, with no rebuild: the server renders the page's
// body again through the web build's server entry, puts the new title and description in the head
// and writes the words into the page for the browser; another process follows within 5 seconds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, api } from '../modules/orders/order-test-helpers.js';
import { createTestApp, secondProcess, type TestApp } from '../test/test-app.js';

const CHICAGO = '/film-developing-chicago';

// A stand-in for the web build's server entry: the page's heading and step from the words it is given.
const FAKE_ENTRY = `
let words = null;
export function setServerPageWords(next) { words = next; }
export function withPageWords(content, given) {
  const words = given ? given.words : {};
  return { ...content, title: words.title || content.title, description: words.description || content.description };
}
export function landingContentFor(path) {
  return path === '${CHICAGO}' ? { title: 'Chicago Film Developing by Mail', description: 'Chicago rolls & more.' } : undefined;
}
export function pageMetaFor(path, content) {
  return content && { title: content.title.replaceAll('{lab}', 'zqLabNameqz'), description: content.description };
}
export function documentTitle(title) { return title + ' | zqLabNameqz'; }
export async function render(path) {
  if (!words) throw new Error('rendered without words: ' + path);
  if (words.words.title === 'Broken') throw new Error('the render failed');
  return '<main><h1>' + words.words.title + '</h1><p>' + (words.html.step2 ?? '') + '</p></main>';
}
`;

/** A local page as the build writes it: title and description in the head, Open Graph and JSON-LD. */
const chicagoPage = `<!doctype html><html lang="en"><head><title>Chicago Film Developing by Mail | zqLabNameqz</title>
    <meta name="description" content="Chicago rolls &amp; more." />
    <meta property="og:title" content="Chicago Film Developing by Mail | zqLabNameqz" />
    <meta property="og:description" content="Chicago rolls &amp; more." />
    <script type="application/ld+json">{"@type":"LocalBusiness","description":"Chicago rolls & more."}</script>
  </head><body><div id="root" data-prerendered="${CHICAGO}"><main><h1>Built heading</h1></main></div></body></html>`;

describe('words on the local pages', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  /** Another app process on the same database, with a bus of its own: it never hears an announcement. */
  let second: FastifyInstance;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-page-words-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Home</title></head><body>Home</body></html>');
    mkdirSync(path.join(dist, CHICAGO.slice(1)));
    writeFileSync(path.join(dist, CHICAGO.slice(1), 'index.html'), chicagoPage);
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), FAKE_ENTRY);
    writeFileSync(path.join(dist, '200.html'), '<html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'route-patterns.json'), JSON.stringify(['/', CHICAGO]));
    t = await createTestApp({ WEB_DIST: dist, LAB_NAME: 'Grain & Silver' });
    call = api(t);
    second = await secondProcess(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const wordsIn = (html: string) =>
    JSON.parse(/<script type="application\/json" id="page-words">(.*?)<\/script>/.exec(html)![1]!) as {
      path: string;
      words: Record<string, string>;
    };
  const save = async (words: Record<string, string>) => {
    const staff = await admin(t);
    const res = await call('PUT', '/page-words', staff.token, { path: CHICAGO, words });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('sends a page as built with an empty set of words, so the browser asks for none', async () => {
    const res = await t.app.inject(CHICAGO);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main><h1>Built heading</h1></main>');
    expect(wordsIn(res.body)).toEqual({ path: CHICAGO, words: {}, html: {}, updatedAt: null });
    // Other pages carry no words.
    expect((await t.app.inject('/')).body).not.toContain('page-words');
  });

  it('renders the page with the words staff saved: body, head, and the words for the browser', async () => {
    const before = await t.app.inject(CHICAGO);
    await save({ title: 'Windy City Film by {lab}', description: 'New words <for> Chicago.', step2: 'Ship *early*.' });
    const res = await t.app.inject(CHICAGO);
    expect(res.body).toContain(
      `<div id="root" data-prerendered="${CHICAGO}"><main><h1>Windy City Film by {lab}</h1><p>Ship <em>early</em>.</p></main></div>`,
    );
    expect(res.body).toContain('<title>Windy City Film by Grain &amp; Silver | Grain &amp; Silver</title>');
    expect(res.body).toContain(
      '<meta property="og:title" content="Windy City Film by Grain &amp; Silver | Grain &amp; Silver" />',
    );
    expect(res.body).toContain('<meta name="description" content="New words &lt;for&gt; Chicago." />');
    expect(res.body).toContain('<meta property="og:description" content="New words &lt;for&gt; Chicago." />');
    expect(res.body).toContain('"description":"New words \\u003cfor> Chicago."');
    expect(res.body).not.toContain('Chicago rolls');
    expect(wordsIn(res.body).words.title).toBe('Windy City Film by {lab}');
    expect(res.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows the words on another process within 5 seconds, though it never heard of them', async () => {
    const heading = async () => /<h1>(.*?)<\/h1>/.exec((await second.inject(CHICAGO)).body)?.[1];
    await save({ title: 'Lakefront Film' });
    const changedAt = Date.now();
    while ((await heading()) !== 'Lakefront Film') {
      expect(Date.now() - changedAt).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('sends the page as built when its render fails, rather than no page', async () => {
    await save({ title: 'Broken' });
    const res = await t.app.inject(CHICAGO);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main><h1>Built heading</h1></main>');
  });
});
