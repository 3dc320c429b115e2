// The pages' words as staff rewrite them (the landing pages, FAQ, about and the 64 local pages): who
// may, what is refused (a field a page does not have among it), what is kept and how the Markdown comes out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const CHICAGO = '/film-developing-chicago';

describe('page words', () => {
  let t: TestApp;
  let adminToken: string;
  let customerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token: adminToken } = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' }));
    ({ token: customerToken } = await buildUser(t.database.db, { config: t.config }));
  });
  afterAll(() => t.close());

  const put = (body: unknown, token: string | null = adminToken) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/page-words',
      headers: token ? bearer(token) : {},
      payload: body as object,
    });
  const read = async (path: string) => t.app.inject(`/api/public/page-words?path=${encodeURIComponent(path)}`);

  it('answers no words for a page staff never rewrote, and refuses a path that is no local page', async () => {
    const res = await read(CHICAGO);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ path: CHICAGO, words: {}, html: {}, updatedAt: null });
    const bad = await read('/pricing');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.stringMatching(/^path: must be the path of a page whose words/)]);
    for (const path of ['/', '/lab', '/club', '/frequently-asked-questions', '/about'])
      expect((await read(path)).json(), path).toEqual({ path, words: {}, html: {}, updatedAt: null });
    expect((await t.app.inject('/api/public/page-words')).json().errors).toEqual(['path: is required']);
  });

  it('lets staff only rewrite them', async () => {
    const body = { path: CHICAGO, words: { title: 'Hijacked' } };
    expect((await put(body, null)).statusCode).toBe(401);
    expect((await put(body, customerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/page-words', headers: bearer(customerToken) })).statusCode).toBe(403);
    expect((await read(CHICAGO)).json().words).toEqual({});
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const res = await put({
      path: CHICAGO,
      words: { title: 'x'.repeat(121), step1: 'y'.repeat(1001), description: 'y'.repeat(301) },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as string[];
    for (const field of ['words.title', 'words.step1', 'words.description'])
      expect(
        errors.some((error) => error.startsWith(`${field}: `)),
        field,
      ).toBe(true);
    expect((await put({ path: CHICAGO, words: { step1: 7 } })).json().errors).toEqual([
      expect.stringMatching(/^words\.step1: must be text/),
    ]);
    expect((await put({ path: '/film-developing-atlantis', words: {} })).json().errors).toEqual([
      expect.stringMatching(/^path: /),
    ]);
    expect((await put({ path: CHICAGO })).json().errors).toEqual([expect.stringMatching(/^words: /)]);
  });

  it('refuses a field the page does not have, naming it', async () => {
    const cases: Array<[string, string]> = [
      [CHICAGO, 'heroImage'],
      [CHICAGO, 'hero'],
      ['/', 'step1'],
      ['/frequently-asked-questions', 'body'],
      ['/frequently-asked-questions', 'faq17-answer'],
      ['/about', 'faq1-answer'],
    ];
    for (const [path, field] of cases) {
      const res = await put({ path, words: { title: 'Fine', [field]: 'x' } });
      expect(res.statusCode, `${path} ${field}`).toBe(400);
      expect(res.json().errors).toEqual([`words.${field}: is not a field of the page ${path}`]);
    }
    // A landing page's section paragraph, an FAQ answer and the about body each have their limit.
    const long = await put({ path: '/', words: { 'platform-body': 'x'.repeat(601) } });
    expect(long.json().errors).toEqual(['words.platform-body: must be at most 600 characters']);
  });

  it('keeps the landing page’s, the FAQ’s and the about page’s words, the Markdown blocks safe', async () => {
    const home = await put({ path: '/', words: { hero: '{lab} develops film', 'platform-title': 'Your rolls' } });
    expect(home.statusCode, home.body).toBe(200);
    // Plain fields have no HTML.
    expect(home.json()).toMatchObject({
      words: { hero: '{lab} develops film', 'platform-title': 'Your rolls' },
      html: {},
    });

    const faq = await put({
      path: '/frequently-asked-questions',
      words: {
        'faq2-question': 'How do I pack?',
        'faq2-answer':
          'Like this:\n\n- canisters\n- a *padded* box\n\nFrom {price:devScan} a roll, {price:rush:NICE_2025} rush, {price:nothing}.',
      },
    });
    expect(faq.statusCode, faq.body).toBe(200);
    const answer = faq.json().html['faq2-answer'] as string;
    expect(answer).toContain('<p>Like this:</p>\n<ul>\n<li>canisters</li>\n<li>a <em>padded</em> box</li>\n</ul>');
    // Prices become the pages' tokens, filled from the price list in force; an unknown name stays.
    expect(answer).toContain(
      'From zqprice-amount-devScan-NON_MEMBER-qz a roll, zqprice-amount-rush-NICE_2025-qz rush, {price:nothing}.',
    );
    expect(faq.json().html['faq2-question']).toBeUndefined();

    const about = await put({
      path: '/about',
      words: {
        lead: 'A lab in Portland.',
        body: '# Who\n\n## We\n\n#### Small\n\n<script>alert(1)</script>\n\n[home](/) [bad](javascript:alert(1))',
      },
    });
    expect(about.statusCode, about.body).toBe(200);
    const body = about.json().html.body as string;
    // Headings are level 2 or 3; raw HTML is text; unsafe links are no links.
    expect(body).toContain('<h2>Who</h2>\n<h2>We</h2>\n<h3>Small</h3>');
    expect(body).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(body).toContain('<a href="/">home</a>');
    expect(body).not.toContain('href="javascript');
    expect((await read('/about')).json()).toEqual(about.json());
    // Cleaned up for the tests below.
    for (const path of ['/', '/frequently-asked-questions', '/about']) await put({ path, words: {} });
  });

  it('keeps what staff wrote, shows the Markdown steps as safe HTML, and lists the page', async () => {
    const saved = await put({
      path: CHICAGO,
      words: {
        title: '  Chicago film, developed by {lab}  ',
        sectionTitle: '',
        step2:
          'Ship *early* in the week: see [our prices](/pricing). <img src=x onerror=alert(1)> [x](javascript:alert(1))',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json();
    // Trimmed; an empty field is the built copy, so it is not kept.
    expect(answer.words).toEqual({
      title: 'Chicago film, developed by {lab}',
      step2: expect.stringContaining('Ship *early*'),
    });
    expect(answer.html.step2).toContain('Ship <em>early</em> in the week: see <a href="/pricing">our prices</a>.');
    expect(answer.html.step2).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(answer.html.step2).not.toContain('href="javascript');
    expect(answer.updatedAt).toEqual(expect.any(String));
    expect((await read(CHICAGO)).json()).toEqual(answer);
    const list = await t.app.inject({ url: '/api/page-words', headers: bearer(adminToken) });
    expect(list.json().pages.map((page: { path: string }) => page.path)).toEqual([CHICAGO]);
  });

  it('shows the built copy again when staff empty every field', async () => {
    const res = await put({ path: CHICAGO, words: { title: ' ', step2: '' } });
    expect(res.json()).toMatchObject({ words: {}, html: {}, updatedAt: null });
    expect((await read(CHICAGO)).json().words).toEqual({});
    expect((await t.app.inject({ url: '/api/page-words', headers: bearer(adminToken) })).json().pages).toEqual([]);
  });
});
