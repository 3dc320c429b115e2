// The FAQ reached by a link in the app: its page carries no words for it, so it asks the API.
// A file of its own: the words a page read are kept for the visit (content/landing/page-words.ts).
import type { PageWordsResponse } from '@filmlab/api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp } from '../../../test/render-app';

const none = (path: string): PageWordsResponse => ({ path, words: {}, html: {}, updatedAt: null });
function pageCarries(words: PageWordsResponse) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-words';
  block.textContent = JSON.stringify(words);
  document.body.append(block);
}

describe('the FAQ’s words', () => {
  afterEach(() => document.getElementById('page-words')?.remove());

  it('are asked of the API when the page carries none for the route (a page reached by a link)', async () => {
    const fetch = mockApi({
      'GET /api/public/page-words': (url) =>
        jsonResponse({
          path: url.searchParams.get('path'),
          words: { lead: 'Straight answers from {lab}.' },
          html: {},
          updatedAt: '2026-11-29T10:00:00.000Z',
        }),
    });
    pageCarries(none('/film-developing-chicago'));
    renderApp('/frequently-asked-questions');
    expect(await screen.findByText('Straight answers from Film Lab.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/public/page-words?path=%2Ffrequently-asked-questions');
  });
});
