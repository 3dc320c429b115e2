// The pages show the words staff gave them (the 64 local pages, `/`, the FAQ, the about page), with no
// rebuild: the server renders the page's body again through the web build's server entry, puts the new
// title and description in the head (the FAQ's questions and answers in its FAQPage JSON-LD) and writes
// the words into the page for the browser; another process follows within 5 seconds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { scriptJson } from '@filmlab/domain';
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
const FIXED = { '/': ['Film by Mail', 'Mail us film & more.'], '/frequently-asked-questions': ['FAQ', 'Answers.'], '/about': ['About', 'Who we are.'] };
export function pageMetaFor(path, content, words) {
  const fixed = FIXED[path];
  if (fixed)
    return { title: (words?.title || fixed[0]).replaceAll('{lab}', 'zqLabNameqz'), description: words?.description || fixed[1] };
  return content && { title: content.title.replaceAll('{lab}', 'zqLabNameqz'), description: content.description };
}
export function faqGroups() {
  return [{ title: 'Sending', entries: [{ question: 'How do I send?', answer: 'By mail, zqprice-amount-devScan-NON_MEMBER-qz.' }, { question: 'Formats?', answer: '35mm.' }] }];
}
export function faqJsonLd(groups, words) {
  const entries = groups.flatMap((group) => group.entries);
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: entries.map((entry, index) => ({
    '@type': 'Question',
    name: words?.words['faq' + (index + 1) + '-question'] || entry.question,
    acceptedAnswer: { '@type': 'Answer', text: words?.html['faq' + (index + 1) + '-answer'] || entry.answer },
  })) };
}
export function documentTitle(title) { return title + ' | zqLabNameqz'; }
export async function render(path) {
  if (!words) throw new Error('rendered without words: ' + path);
  if (words.words.title === 'Broken') throw new Error('the render failed');
  if (path === '/') return '<main><h1>' + words.words.hero + '</h1></main>';
  if (path === '/frequently-asked-questions') return '<main>' + words.html['faq1-answer'] + '</main>';
  if (path === '/about') return '<main>' + words.html.body + '</main>';
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

/** A page as the build writes it, with its JSON-LD. */
const builtPage = (route: string, title: string, description: string, jsonLd: unknown) =>
  `<!doctype html><html lang="en"><head><title>${title} | zqLabNameqz</title>
    <meta name="description" content="${description}" />
    <meta property="og:title" content="${title} | zqLabNameqz" />
    <script type="application/ld+json">${scriptJson(jsonLd)}</script>
  </head><body><div id="root" data-prerendered="${route}"><main>Built</main></div></body></html>`;

const FAQ = '/frequently-asked-questions';
const builtFaqLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    {
      '@type': 'Question',
      name: 'How do I send?',
      acceptedAnswer: { '@type': 'Answer', text: 'By mail, zqprice-amount-devScan-NON_MEMBER-qz.' },
    },
    { '@type': 'Question', name: 'Formats?', acceptedAnswer: { '@type': 'Answer', text: '35mm.' } },
  ],
};

describe('words on the pages', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  /** Another app process on the same database, with a bus of its own: it never hears an announcement. */
  let second: FastifyInstance;
  const dist = mkdtempSync(path.join(tmpdir(), 'filmlab-page-words-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), builtPage('/', 'Film by Mail', 'Mail us film &amp; more.', {}));
    mkdirSync(path.join(dist, FAQ.slice(1)));
    writeFileSync(path.join(dist, FAQ.slice(1), 'index.html'), builtPage(FAQ, 'FAQ', 'Answers.', builtFaqLd));
    mkdirSync(path.join(dist, 'about'));
    writeFileSync(path.join(dist, 'about', 'index.html'), builtPage('/about', 'About', 'Who we are.', {}));
    mkdirSync(path.join(dist, CHICAGO.slice(1)));
    writeFileSync(path.join(dist, CHICAGO.slice(1), 'index.html'), chicagoPage);
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), FAKE_ENTRY);
    writeFileSync(path.join(dist, '200.html'), '<html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'route-patterns.json'), JSON.stringify(['/', CHICAGO, FAQ, '/about']));
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
  const save = async (words: Record<string, string>, page = CHICAGO) => {
    const staff = await admin(t);
    const res = await call('PUT', '/page-words', staff.token, { path: page, words });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('sends a page as built with an empty set of words, so the browser asks for none', async () => {
    const res = await t.app.inject(CHICAGO);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main><h1>Built heading</h1></main>');
    expect(wordsIn(res.body)).toEqual({ path: CHICAGO, words: {}, html: {}, updatedAt: null });
    // So do the landing page, the FAQ and the about page.
    for (const route of ['/', FAQ, '/about']) {
      const page = await t.app.inject(route);
      expect(page.body, route).toContain('<main>Built</main>');
      expect(wordsIn(page.body), route).toEqual({ path: route, words: {}, html: {}, updatedAt: null });
    }
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

  it('renders / with its hero, search title and description as staff wrote them', async () => {
    await save({ hero: '{lab} develops <film>', title: 'Film, by {lab}', description: 'Rolls in, scans out.' }, '/');
    const res = await t.app.inject('/');
    expect(res.body).toContain('<div id="root" data-prerendered="/"><main><h1>{lab} develops <film></h1></main></div>');
    expect(res.body).toContain('<title>Film, by Grain &amp; Silver | Grain &amp; Silver</title>');
    expect(res.body).toContain('<meta name="description" content="Rolls in, scans out." />');
    expect(wordsIn(res.body)).toMatchObject({ path: '/', words: { hero: '{lab} develops <film>' } });
  });

  it('renders the FAQ with a rewritten answer, in the page and its FAQPage JSON-LD, prices filled', async () => {
    await save({ 'faq1-answer': 'Mail it for **{price:devScan}**.', 'faq2-question': 'Which films?' }, FAQ);
    const res = await t.app.inject(FAQ);
    // The seed's price list fills the price, in the body, the JSON-LD and the words for the browser.
    expect(res.body).toContain('<main><p>Mail it for <strong>$');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(ld.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How do I send?',
        acceptedAnswer: {
          '@type': 'Answer',
          text: expect.stringMatching(/^<p>Mail it for <strong>\$\d+\.\d\d<\/strong>\.<\/p>/),
        },
      },
      { '@type': 'Question', name: 'Which films?', acceptedAnswer: { '@type': 'Answer', text: '35mm.' } },
    ]);
    expect(res.body).not.toContain('zqprice');
    expect(wordsIn(res.body).words['faq2-question']).toBe('Which films?');
  });

  it('renders the about page’s Markdown body with its blocks, raw HTML as text', async () => {
    await save({ body: '## Our lab\n\n- C-41\n- E-6\n\n<b>bold?</b>' }, '/about');
    const res = await t.app.inject('/about');
    expect(res.body).toContain(
      '<main><h2>Our lab</h2>\n<ul>\n<li>C-41</li>\n<li>E-6</li>\n</ul>\n<p>&lt;b&gt;bold?&lt;/b&gt;</p>',
    );
  });

  it('shows the landing page’s words on another process within 5 seconds', async () => {
    const heading = async () => /<h1>(.*?)<\/h1>/.exec((await second.inject('/')).body)?.[1];
    await save({ hero: 'Hand developed film' }, '/');
    const changedAt = Date.now();
    while ((await heading()) !== 'Hand developed film') {
      expect(Date.now() - changedAt).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
