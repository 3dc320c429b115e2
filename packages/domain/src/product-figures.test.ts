import { describe, expect, it } from 'vitest';
import {
  contradictedFigures,
  leadVariant,
  productFigures,
  sellsOwnFigures,
  type VariantFigures,
} from './product-figures.js';

const variant = (id: number, fields: Partial<VariantFigures> = {}): VariantFigures => ({
  id,
  position: id,
  active: true,
  price: 1000 + id,
  memberPrice: 900 + id,
  stock: 10 * id,
  ...fields,
});
const own = { price: 1299, memberPrice: 1110, stock: 150 };

describe('leadVariant', () => {
  it.each<[string, VariantFigures[], number | null, number | undefined]>([
    ['no variants', [], null, undefined],
    ['the default variant', [variant(1), variant(2)], 2, 2],
    ['no default: the first by position', [variant(1, { position: 5 }), variant(2, { position: 0 })], null, 2],
    ['equal positions: the lower id', [variant(4, { position: 0 }), variant(3, { position: 0 })], null, 3],
    ['an inactive default: the first on sale', [variant(1, { active: false }), variant(2), variant(3)], 1, 2],
    ['a default of another product: the first', [variant(1), variant(2)], 99, 1],
    ['nothing on sale: the default', [variant(1, { active: false }), variant(2, { active: false })], 2, 2],
    ['nothing on sale, no default: the first', [variant(1, { active: false }), variant(2, { active: false })], null, 1],
  ])('%s', (_case, variants, defaultId, expected) => {
    expect(leadVariant(variants, defaultId)?.id).toBe(expected);
  });
});

describe('productFigures', () => {
  it.each<[string, VariantFigures[], number | null, ReturnType<typeof productFigures>]>([
    ['no variants: the product’s own', [], null, own],
    [
      'one variant: its figures, not the product’s stale ones',
      [variant(1, { price: 1299, memberPrice: 1199, stock: 148 })],
      1,
      { price: 1299, memberPrice: 1199, stock: 148 },
    ],
    [
      'several: the default’s price, the stock of all on sale',
      [variant(1, { stock: 40 }), variant(2, { stock: 8, price: 7000, memberPrice: null })],
      2,
      { price: 7000, memberPrice: null, stock: 48 },
    ],
    [
      'variants off sale add no stock',
      [variant(1, { stock: 40 }), variant(2, { stock: 8, active: false })],
      1,
      { price: 1001, memberPrice: 901, stock: 40 },
    ],
    [
      'nothing on sale: the default’s price and no stock',
      [variant(1, { active: false, stock: 5 })],
      1,
      { price: 1001, memberPrice: 901, stock: 0 },
    ],
  ])('%s', (_case, variants, defaultId, expected) => {
    expect(productFigures(own, variants, defaultId)).toEqual(expected);
  });
});

describe('contradictedFigures', () => {
  const derived = { price: 1299, memberPrice: null, stock: 148 };
  it.each<[string, Parameters<typeof contradictedFigures>[0], string[]]>([
    ['nothing asked', {}, []],
    ['the same figures sent back', { price: 1299, memberPrice: null, stock: 148 }, []],
    ['a new member price', { memberPrice: 1110 }, ['memberPrice']],
    ['clearing a member price that is set elsewhere', { memberPrice: null }, []],
    ['every figure different', { price: 1, memberPrice: 1, stock: 1 }, ['price', 'memberPrice', 'stock']],
    ['undefined means not sent', { price: undefined, stock: 150 }, ['stock']],
  ])('%s', (_case, asked, expected) => {
    expect(contradictedFigures(asked, derived)).toEqual(expected);
  });
});

describe('sellsOwnFigures', () => {
  it('is true only without variants', () => {
    expect(sellsOwnFigures([])).toBe(true);
    expect(sellsOwnFigures([variant(1)])).toBe(false);
  });
});
