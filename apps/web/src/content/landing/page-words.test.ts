import type { PageWordsResponse } from '@filmlab/api';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/render-app';
import { loadLandingContent, loadLandingPage } from './load';
import { withPageWords } from './page-words';

const CHICAGO = '/film-developing-chicago';
const words: PageWordsResponse = {
  path: CHICAGO,
  words: { title: 'Windy City Film by {lab}', step2: 'Ship *early*.' },
  html: { step2: 'Ship <em>early</em> with {lab}.' },
  updatedAt: '2026-11-29T10:00:00.000Z',
};

describe('a local page’s words', () => {
  afterEach(() => document.getElementById('page-words')?.remove());

  it('replace the built copy field by field, the steps as HTML with the lab’s name as text', async () => {
    const built = (await loadLandingContent('/film-developing-boston'))!;
    const chicago = { ...built, path: CHICAGO } as typeof built;
    const given = withPageWords(chicago, words);
    expect(given.title).toBe('Windy City Film by {lab}');
    expect(given.description).toBe(built.description);
    expect(given.sectionPoints[1]).toMatchObject({ body: 'Ship *early*.' });
    const view = given.sectionPoints[1]!.view as { props: { dangerouslySetInnerHTML: { __html: string } } };
    expect(view.props.dangerouslySetInnerHTML.__html).toBe('Ship <em>early</em> with Film Lab.');
    expect(given.sectionPoints[0]).toEqual(built.sectionPoints[0]);
    expect(withPageWords(chicago, null)).toBe(chicago);
  });

  it('come from the page the server sent, without asking the API', async () => {
    const fetch = mockApi({});
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'page-words';
    block.textContent = JSON.stringify(words);
    document.body.append(block);
    const content = await loadLandingContent(CHICAGO);
    expect(content?.title).toBe('Windy City Film by {lab}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are asked of the API on a page reached by a link, and the built copy shows when that fails', async () => {
    mockApi({ 'GET /api/public/page-words': () => jsonResponse(words) });
    expect((await loadLandingContent(CHICAGO))?.title).toBe('Windy City Film by {lab}');
    mockApi({ 'GET /api/public/page-words': () => jsonResponse({ message: 'down', errors: [] }, { status: 503 }) });
    expect((await loadLandingContent(CHICAGO))?.title).toBe('Chicago Film Developing by Mail');
  });

  it('of `/`, `/lab` and `/club` come from the page, or from the API on a page reached by a link', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'page-words';
    block.textContent = JSON.stringify({ path: '/', words: { hero: 'Hi' }, html: {}, updatedAt: null });
    document.body.append(block);
    expect(await loadLandingPage('/')).toEqual({ words: { hero: 'Hi' } });
    const fetch = mockApi({
      'GET /api/public/page-words': (url) =>
        jsonResponse({
          path: url.searchParams.get('path'),
          words: { 'platform-title': 'X' },
          html: {},
          updatedAt: null,
        }),
    });
    expect(await loadLandingPage('/lab/')).toEqual({ words: { 'platform-title': 'X' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await loadLandingPage(CHICAGO)).content?.title).toBe('Chicago Film Developing by Mail');
  });
});
