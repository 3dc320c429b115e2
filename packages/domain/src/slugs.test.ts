import { describe, expect, it } from 'vitest';
import { collectionMatchesSlug, collectionSlug, productNameFromSlug, productSlug } from './slugs.js';

describe('productNameFromSlug', () => {
  it.each([
    ['kodak-portra-400', 'kodak portra 400'],
    ['Ilford-HP5-Plus', 'Ilford HP5 Plus'],
    ['all', 'all'],
    ['a--b', 'a  b'],
    ['', ''],
  ])('%j -> %j', (slug, name) => {
    expect(productNameFromSlug(slug)).toBe(name);
  });

  it('turns a product slug back into its name', () => {
    expect(productNameFromSlug(productSlug('Kodak Gold 200'))).toBe('Kodak Gold 200');
  });
});

describe('collectionSlug', () => {
  it.each([
    ['35mm Film', '35mm-film'],
    ['Books', 'books'],
    ['New  Arrivals', 'new--arrivals'],
    ['  Prints ', 'prints'],
    ['Black-and-White', 'black-and-white'],
  ])('%j -> %j', (name, slug) => {
    expect(collectionSlug(name)).toBe(slug);
  });

  it.each([
    ['35mm Film', '35mm-film', true],
    ['35mm Film', '35MM-Film', true],
    ['35mm Film', '120-film', false],
  ])('collectionMatchesSlug(%j, %j) is %s', (name, slug, expected) => {
    expect(collectionMatchesSlug(name, slug)).toBe(expected);
  });
});
