import { describe, expect, it } from 'vitest';
import {
  FAQ_ENTRY_COUNT,
  pageWordFields,
  pageWordFormat,
  priceWordsAsTokens,
  WORD_PAGE_PATHS,
  wordPageKind,
} from './page-words.js';

describe('the pages whose words staff rewrite', () => {
  it('are the landing pages, the FAQ and about first, then the 64 local pages, each of a kind', () => {
    expect(WORD_PAGE_PATHS.slice(0, 5)).toEqual(['/', '/lab', '/club', '/frequently-asked-questions', '/about']);
    expect(WORD_PAGE_PATHS).toHaveLength(69);
    expect(WORD_PAGE_PATHS.map(wordPageKind).filter((kind) => kind === 'local')).toHaveLength(64);
    expect(wordPageKind('/film-developing-chicago')).toBe('local');
    expect(wordPageKind('/pricing')).toBeUndefined();
  });

  it('have their own fields, with the Markdown ones marked', () => {
    expect(pageWordFields('home')).toContain('platform-body');
    expect(pageWordFields('home')).not.toContain('step1');
    expect(pageWordFields('faq')).toHaveLength(3 + 2 * FAQ_ENTRY_COUNT);
    expect(pageWordFields('about')).toEqual(['title', 'description', 'lead', 'body']);
    expect(pageWordFormat('faq', 'faq3-answer')).toBe('block');
    expect(pageWordFormat('faq', 'faq3-question')).toBe('text');
    expect(pageWordFormat('about', 'body')).toBe('block');
    expect(pageWordFormat('local', 'step2')).toBe('inline');
    expect(pageWordFormat('home', 'hero')).toBe('text');
  });

  it('quote prices as the pages’ tokens, leaving unknown names as written', () => {
    expect(priceWordsAsTokens('{price:devScan} and {price:rush:NICE_2025}; {price:gold} {price:rush:GOLD}')).toBe(
      'zqprice-amount-devScan-NON_MEMBER-qz and zqprice-amount-rush-NICE_2025-qz; {price:gold} {price:rush:GOLD}',
    );
  });
});
