// The local pages' words as staff rewrite them: who may, what is refused, what is kept and how the
// Markdown steps come out.
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
    expect(bad.json().errors).toEqual([expect.stringMatching(/^path: must be the path of a city or topic page/)]);
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
      path: '/film-developing-atlantis',
      words: { title: 'x'.repeat(121), step1: 7, description: 'y'.repeat(301) },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as string[];
    for (const field of ['path', 'words.title', 'words.step1', 'words.description'])
      expect(
        errors.some((error) => error.startsWith(`${field}: `)),
        field,
      ).toBe(true);
    expect((await put({ path: CHICAGO, words: { heroImage: 'x' } })).statusCode).toBe(400);
    expect((await put({ path: CHICAGO })).json().errors).toEqual([expect.stringMatching(/^words: /)]);
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
