import { describe, expect, it } from 'vitest';
import { collectionMatchesSlug, collectionSlug, isSafeSlug, productNameFromSlug, productSlug } from './slugs.js';

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
});

describe('productSlug', () => {
  it.each([
    ['Kodak Gold 200', 'kodak-gold-200'],
    ['Dev + Scan (C-41/BW)', 'dev-scan-c-41-bw'],
    ['Hahnemühle Photo Rag 308', 'hahnemuhle-photo-rag-308'],
    ['Ørsted Straße Łódź', 'orsted-strasse-lodz'],
    ['  Tri-X 400?  #1 ', 'tri-x-400-1'],
    ['100% Cotton / 50%', '100-cotton-50'],
    ['+++', 'product'],
    // /products/all is the shop's own page.
    ['All', 'all-product'],
    [' ALL! ', 'all-product'],
    ['All Film', 'all-film'],
    ['x'.repeat(250), 'x'.repeat(200)],
  ])('%j -> %j', (name, slug) => {
    expect(productSlug(name)).toBe(slug);
    expect(isSafeSlug(productSlug(name))).toBe(true);
  });

  it.each([
    ['kodak-gold-200', true],
    ['Kodak-Gold-200', false],
    ['dev-+-scan-(c-41/bw)', false],
    ['a--b', false],
    ['-a', false],
    ['a b', false],
    ['', false],
  ])('isSafeSlug(%j) is %s', (slug, expected) => {
    expect(isSafeSlug(slug)).toBe(expected);
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
