// The words staff gave `/`, `/lab` and `/club`, the FAQ and the about page (admin area), as the pages
// show them: read from the page the server sent (the `page-words` block), the built copy where none.
import type { PageWordsResponse } from '@filmlab/api';
import { FAQ_ENTRY_COUNT, HOME_SECTION_IDS } from '@filmlab/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_SECTION_COPY } from '../../../content/home-copy';
import { mockApi, renderApp } from '../../../test/render-app';
import { faqGroups } from '../pages/faq';
import { faqJsonLd } from '../pages/page-words';
import { landingSections } from './sections';

function pageCarries(words: PageWordsResponse) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-words';
  block.textContent = JSON.stringify(words);
  document.body.append(block);
}
const none = (path: string): PageWordsResponse => ({ path, words: {}, html: {}, updatedAt: null });

describe('the words of the landing pages, the FAQ and the about page', () => {
  afterEach(() => document.getElementById('page-words')?.remove());

  it('agree with the domain’s fields: the sections `/` shows and the FAQ’s entries', () => {
    expect(landingSections(undefined).map((section) => section.id)).toEqual(['introduction', ...HOME_SECTION_IDS]);
    expect(Object.keys(HOME_SECTION_COPY)).toEqual([...HOME_SECTION_IDS]);
    expect(faqGroups().flatMap((group) => group.entries)).toHaveLength(FAQ_ENTRY_COUNT);
  });

  it('show on `/` in place of the built hero and sections, with the lab’s name', async () => {
    const fetch = mockApi({});
    pageCarries({
      path: '/',
      words: { hero: '{lab} develops by hand', 'platform-title': 'Every roll, online', 'pricing-body': 'Pay less.' },
      html: {},
      updatedAt: '2026-11-29T10:00:00.000Z',
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Film Lab develops by hand' })).toBeInTheDocument();
    const platform = screen.getByRole('region', { name: 'Every roll, online' });
    expect(within(platform).getByText(HOME_SECTION_COPY.platform![1])).toBeInTheDocument();
    expect(screen.getByText('Pay less.')).toBeInTheDocument();
    // Untouched sections keep the built copy; the words came from the page, not the API.
    expect(screen.getByRole('heading', { name: 'Prints from your own scans' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('page-words'), expect.anything());
  });

  it('leave a landing page whose page carries no words as built, asking nothing', async () => {
    const fetch = mockApi({});
    pageCarries(none('/lab'));
    renderApp('/lab');
    expect(
      await screen.findByRole('heading', { level: 1, name: /platform & full service film lab/ }),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('page-words'), expect.anything());
  });

  it('show on the FAQ: a rewritten question and an answer’s HTML, the others as built; its JSON-LD follows', async () => {
    const words: PageWordsResponse = {
      path: '/frequently-asked-questions',
      words: { title: 'Questions for {lab}', 'faq2-question': 'How to pack?', 'faq2-answer': 'Pack **tight**.' },
      html: { 'faq2-answer': '<p>Pack <strong>tight</strong> at zqprice-amount-devScan-NON_MEMBER-qz.</p>\n' },
      updatedAt: '2026-11-29T10:00:00.000Z',
    };
    pageCarries(words);
    renderApp('/frequently-asked-questions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions for Film Lab' })).toBeInTheDocument();
    const packing = screen.getByText('How to pack?').closest('details')!;
    // The price token is filled from the page's price list (the seed's here).
    expect(within(packing).getByText('tight').tagName).toBe('STRONG');
    expect(packing).toHaveTextContent(/Pack tight at \$\d+\.\d\d\./);
    expect(screen.getByText('How do I send my film?')).toBeInTheDocument();

    const ld = faqJsonLd(faqGroups(), words).mainEntity;
    expect(ld[1]).toEqual({
      '@type': 'Question',
      name: 'How to pack?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('<strong>tight</strong>') },
    });
    expect(ld[0]!.name).toBe('How do I send my film?');
  });

  it('show the about page’s body staff wrote, in place of the built one', async () => {
    pageCarries({
      path: '/about',
      words: { lead: 'A small lab.', body: '## Us' },
      html: { body: '<h2>Us, at {lab}</h2>\n' },
      updatedAt: '2026-11-29T10:00:00.000Z',
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 2, name: 'Us, at Film Lab' })).toBeInTheDocument();
    expect(screen.getByText('A small lab.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What we do' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your First Order' })).toBeInTheDocument();
  });
});
