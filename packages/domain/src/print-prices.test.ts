import { describe, expect, it } from 'vitest';
import { CART_PRINT_SKUS, cartUnitPrice, type CartProduct } from './cart.js';
import { DEFAULT_PRICE_LIST, applyPriceEdits, PriceListError } from './price-list.js';
import { DEFAULT_PRINT_SIZE_PRICES, PRINT_PRODUCT_SKUS, printSizeOf, printSizePrice, rowOfVariant } from './prints.js';
import { SEED_PRICE_LIST } from './seed-price-list.js';

const large: CartProduct = {
  id: 60,
  name: 'Large Format Print',
  slug: 'print',
  productType: 'PRINT',
  price: 2500,
  memberPrice: 2200,
  stock: 100,
  memberLaunchDate: null,
  publicLaunchDate: null,
  sku: 'print-large-format',
  variants: [{ id: 61, name: '8x10', price: 2500, memberPrice: 2200, stock: 100 }],
};
const offered = { '8x10': rowOfVariant({ price: 2500, memberPrice: 2200 }) };

describe('print sizes on the price list', () => {
  it('seeds the catalogue’s prices: the price for non-members, the member price in the member columns', () => {
    expect(SEED_PRICE_LIST.printSizes?.['8x10']).toEqual({
      NON_MEMBER: 2500,
      NICE_2025: 2200,
      VERY_NICE_2025: 2200,
      SUPER_NICE_2025: 2200,
    });
    expect(DEFAULT_PRINT_SIZE_PRICES['4x6']).toEqual({
      NON_MEMBER: 34,
      NICE_2025: 28,
      VERY_NICE_2025: 28,
      SUPER_NICE_2025: 28,
    });
    expect(rowOfVariant({ price: 900, memberPrice: 1200 }).NICE_2025).toBe(900);
  });

  it('knows a print product’s size by its sku and variant name (the cart knows the same skus)', () => {
    expect(CART_PRINT_SKUS).toEqual(PRINT_PRODUCT_SKUS);
    expect(printSizeOf('print-large-format', '8x10')).toBe('8x10');
    expect(printSizeOf('print-4x6', '4x6')).toBe('4x6');
    expect(printSizeOf('portra-400', '8x10')).toBeNull();
    expect(printSizeOf('print-large-format', 'Poster')).toBeNull();
  });

  it('prices by the billed column; a legacy plan pays its namesake’s column', () => {
    const sizes = { '8x10': { NON_MEMBER: 3000, NICE_2025: 2700, VERY_NICE_2025: 2600, SUPER_NICE_2025: 2500 } };
    expect(printSizePrice(sizes, '8x10', 'NON_MEMBER')).toBe(3000);
    expect(printSizePrice(sizes, '8x10', 'SUPER_NICE_2025')).toBe(2500);
    expect(printSizePrice(sizes, '11x14', 'NICE_2025')).toBeUndefined();
  });

  it('edits one column, or every column without a tier, and records each column changed', () => {
    const { list, changes } = applyPriceEdits(
      SEED_PRICE_LIST,
      [
        { kind: 'printSize', size: '8x10', cents: 2999 },
        { kind: 'printSize', size: '8x10', tier: 'NICE_2025', cents: 2600 },
      ],
      offered,
    );
    expect(list.printSizes?.['8x10']).toEqual({
      NON_MEMBER: 2999,
      NICE_2025: 2600,
      VERY_NICE_2025: 2999,
      SUPER_NICE_2025: 2999,
    });
    expect(changes).toHaveLength(5);
    expect(changes[4]).toEqual({ kind: 'printSize', size: '8x10', tier: 'NICE_2025', cents: 2600, oldCents: 2999 });
    // The list edited is left as it was.
    expect(SEED_PRICE_LIST.printSizes?.['8x10']?.NON_MEMBER).toBe(2500);
  });

  it('starts a size new to the list from its variant’s prices, and refuses a size the catalogue does not sell', () => {
    const { list } = applyPriceEdits(
      DEFAULT_PRICE_LIST,
      [{ kind: 'printSize', size: '8x10', tier: 'NON_MEMBER', cents: 2700 }],
      offered,
    );
    expect(list.printSizes?.['8x10']).toMatchObject({ NON_MEMBER: 2700, NICE_2025: 2200 });
    const refused = () => applyPriceEdits(SEED_PRICE_LIST, [{ kind: 'printSize', size: '20x30', cents: 100 }], offered);
    expect(refused).toThrow(PriceListError);
    expect(refused).toThrow('is not a print size the catalogue offers');
  });

  it('prices a cart’s print line from the list, the catalogue’s price without a row', () => {
    const nice = { planId: 'NICE_2025' as const, active: true };
    const lapsed = { planId: 'NICE_2025' as const, active: false };
    const sizes = { '8x10': { NON_MEMBER: 3000, NICE_2025: 2700, VERY_NICE_2025: 2700, SUPER_NICE_2025: 2700 } };
    expect(cartUnitPrice(large, 61, nice, 0, sizes)).toEqual({ unit: 2700, list: 3000 });
    expect(cartUnitPrice(large, 61, lapsed, 0, sizes)).toEqual({ unit: 3000, list: 3000 });
    expect(cartUnitPrice(large, 61, nice, 0, {})).toEqual({ unit: 2200, list: 2500 });
  });
});
