import { describe, expect, it } from 'vitest';
import {
  samePrint,
  addToCart,
  adoptCart,
  cartItemCount,
  cartSummary,
  clampCartToStock,
  emptyCart,
  repriceCart,
  setLineQuantity,
  sidebarCartLines,
  VISITOR_BUYER,
  type Buyer,
  type Cart,
  type CartLine,
  type CartProduct,
} from './cart.js';
import { CART_SHIPPING_CENTS } from './shipping.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const MEMBER: Buyer = { planId: 'NICE_2025', active: true };
const LAPSED: Buyer = { planId: 'NICE_2025', active: false };

const film: CartProduct = {
  id: 1,
  name: 'Kodak Portra 400 35mm 36exp',
  slug: 'Kodak-Portra-400-35mm-36exp',
  productType: 'PRODUCT',
  price: 1800,
  memberPrice: 1500,
  stock: 500,
  memberLaunchDate: null,
  publicLaunchDate: null,
  variants: [
    { id: 11, name: 'Single Roll', price: 1800, memberPrice: 1500, stock: 40 },
    { id: 12, name: '5 Pack', price: 8500, memberPrice: 7000, stock: 3 },
  ],
};

const launched: CartProduct = {
  ...film,
  id: 2,
  memberLaunchDate: '2026-01-01T00:00:00Z',
  publicLaunchDate: '2026-02-01T00:00:00Z',
  variants: [{ id: 21, name: 'Single Roll', price: 1800, memberPrice: 1500, stock: 40 }],
};

const bare: CartProduct = { ...film, id: 3, price: 999, memberPrice: null, stock: 2, variants: [] };

function keys() {
  let n = 0;
  return () => `k${++n}`;
}

function add(cart: Cart, product: CartProduct, variantId: number | null, quantity: number, buyer = VISITOR_BUYER) {
  return addToCart(cart, { product, variantId, quantity, buyer, now: NOW, makeKey: keys() });
}

const line = (overrides: Partial<CartLine>): CartLine => ({
  tempKey: 'a',
  productId: 1,
  productVariantId: 11,
  productType: 'PRODUCT',
  name: 'Film',
  variantName: 'Single Roll',
  slug: 'Film',
  quantity: 2,
  amount: 3000,
  listAmount: 3600,
  print: null,
  ...overrides,
});

describe('addToCart', () => {
  it.each<[string, CartProduct, number | null, Buyer, number]>([
    ['visitor pays the list price', film, 11, VISITOR_BUYER, 1800],
    ['active member pays the member price', film, 11, MEMBER, 1500],
    ['lapsed member pays the list price', film, 11, LAPSED, 1800],
    ["the variant's price, not the product's", film, 12, MEMBER, 7000],
    ['a product without variants', bare, null, MEMBER, 999],
    ['after the public launch everyone pays the same', launched, 21, MEMBER, 1800],
  ])('%s', (_, product, variantId, buyer, unit) => {
    const cart = add(emptyCart(), product, variantId, 2, buyer);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productId: product.id, productVariantId: variantId, quantity: 2 });
    expect(cart.lines[0]?.amount).toBe(unit * 2);
  });

  it('merges the same product and variant and recomputes the amount', () => {
    const once = add(emptyCart(), film, 11, 1, MEMBER);
    const twice = add(once, film, 11, 2, MEMBER);
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]).toMatchObject({ quantity: 3, amount: 4500, listAmount: 5400, tempKey: 'k1' });
  });

  it('recomputes at the current price, not by adding to a stale amount', () => {
    const stale = { ...emptyCart(), lines: [line({ quantity: 1, amount: 1800, listAmount: 1800 })] };
    expect(add(stale, film, 11, 1, MEMBER).lines[0]?.amount).toBe(3000);
  });

  it('appends another variant of the same product as its own line', () => {
    const cart = add(add(emptyCart(), film, 11, 1), film, 12, 1);
    expect(cart.lines.map((l) => [l.productVariantId, l.amount])).toEqual([
      [11, 1800],
      [12, 8500],
    ]);
  });

  it('keeps prints of different files or crops on their own lines, and merges the same print', () => {
    const print = (draftId: string, cropX = 0.5) => ({ draftId, quantity: 1, size: '16x20', paperId: 1, cropX });
    const put = (cart: Cart, p: ReturnType<typeof print>) =>
      addToCart(cart, {
        product: film,
        variantId: 11,
        quantity: 1,
        buyer: VISITOR_BUYER,
        now: NOW,
        makeKey: keys(),
        print: p,
      });
    const cart = put(put(put(put(emptyCart(), print('a')), print('b')), print('a', 0.2)), print('a'));
    expect(cart.lines.map((l) => [l.print?.draftId, l.print?.cropX, l.quantity])).toEqual([
      ['a', 0.5, 2],
      ['b', 0.5, 1],
      ['a', 0.2, 1],
    ]);
    expect(samePrint(null, undefined)).toBe(true);
    expect(samePrint(print('a'), null)).toBe(false);
  });

  it('adds at least one', () => {
    expect(add(emptyCart(), film, 11, 0).lines[0]?.quantity).toBe(1);
  });

  it('keeps what a line is and its picture (a 4x6 print’s frame), and nothing for a plain product', () => {
    const print = { draftId: null, quantity: 1, size: '4x6', scanId: 7, finish: 'LUSTRE', border: 'NONE' };
    const detail = 'Roll: Lisbon · Frame 12 · Lustre, borderless';
    const cart = addToCart(emptyCart(), {
      product: { ...film, productType: 'PRINT' },
      variantId: 11,
      quantity: 1,
      buyer: VISITOR_BUYER,
      now: NOW,
      makeKey: keys(),
      print,
      detail,
      image: '/frames/7-thumb.webp',
    });
    expect(cart.lines[0]).toMatchObject({ detail, image: '/frames/7-thumb.webp' });
    expect(add(emptyCart(), film, 11, 1).lines[0]).toMatchObject({ detail: null, image: null });
  });
});

describe('setLineQuantity', () => {
  const withPrint: Cart = {
    customerId: 7,
    lines: [
      line({ tempKey: 'p', productType: 'PRINT', print: { draftId: 'd1', quantity: 2 } }),
      line({ tempKey: 'b' }),
    ],
  };

  it.each<[number, number | null, string | null]>([
    [0, null, 'd1'],
    [-3, null, 'd1'],
    [4, 6000, null],
    [1, 1500, null],
    [3, 4500, null],
  ])('quantity %s -> amount %s, draft removed %s', (quantity, amount, removed) => {
    const result = setLineQuantity(withPrint, 'p', quantity);
    expect(result.removedPrintDraftId).toBe(removed);
    const updated = result.cart.lines.find((l) => l.tempKey === 'p');
    if (amount === null) {
      expect(updated).toBeUndefined();
      expect(result.cart.lines.map((l) => l.tempKey)).toEqual(['b']);
    } else {
      expect(updated).toMatchObject({ quantity, amount, print: { draftId: 'd1', quantity } });
    }
  });

  it('scales the list amount for the member saving too', () => {
    expect(setLineQuantity(withPrint, 'b', 1).cart.lines[1]).toMatchObject({ amount: 1500, listAmount: 1800 });
  });

  it('leaves the cart alone for an unknown line', () => {
    expect(setLineQuantity(withPrint, 'zz', 0)).toEqual({ cart: withPrint, removedPrintDraftId: null });
  });
});

describe('clampCartToStock', () => {
  it.each<[string, CartLine, number | null]>([
    ['a variant over its stock comes down to it', line({ productVariantId: 12, quantity: 5, amount: 35000 }), 3],
    ['a variant within stock stays', line({ quantity: 40, amount: 60000 }), 40],
    ['no variant: the product stock counts', line({ productId: 3, productVariantId: null, quantity: 9 }), 2],
    ['a print is made to order', line({ productId: 3, productVariantId: null, productType: 'PRINT', quantity: 9 }), 9],
    ['a product that did not load is left alone', line({ productId: 99, quantity: 9 }), 9],
    ['sold out removes the line', line({ productId: 3, productVariantId: null, quantity: 1 }), null],
  ])('%s', (_, cartLine, expected) => {
    const products = [film, { ...bare, stock: cartLine.quantity === 1 ? 0 : 2 }];
    const [result] = clampCartToStock({ customerId: null, lines: [cartLine] }, products).lines;
    expect(result?.quantity ?? null).toBe(expected);
  });

  it('scales the amount of a clamped line', () => {
    const cart = { customerId: null, lines: [line({ productVariantId: 12, quantity: 5, amount: 35000 })] };
    expect(clampCartToStock(cart, [film]).lines[0]?.amount).toBe(21000);
  });
});

describe('repriceCart', () => {
  const visitorCart = add(emptyCart(), film, 11, 2);

  it.each<[string, Buyer, readonly CartProduct[], number]>([
    ['an active member who logs in gets the member price', MEMBER, [film], 3000],
    ['a lapsed member keeps the list price', LAPSED, [film], 3600],
    [
      'a catalogue price change shows',
      VISITOR_BUYER,
      [{ ...film, variants: [{ ...film.variants[0]!, price: 2000 }] }],
      4000,
    ],
    ['a product that did not load keeps its amount', MEMBER, [], 3600],
  ])('%s', (_, buyer, products, amount) => {
    expect(repriceCart(visitorCart, products, buyer, NOW).lines[0]?.amount).toBe(amount);
  });

  it('returns the same cart when nothing changed', () => {
    expect(repriceCart(visitorCart, [film], VISITOR_BUYER, NOW)).toBe(visitorCart);
  });
});

describe('adoptCart', () => {
  const cart: Cart = { customerId: null, lines: [line({})] };
  it.each<[string, Cart | null, number | null, number | null]>([
    ["a visitor's cart becomes the customer's", cart, 5, 5],
    ["another customer's order converts to the logged-in user", { ...cart, customerId: 9 }, 5, 5],
    ['their own cart stays theirs', { ...cart, customerId: 5 }, 5, 5],
    ['without a login nothing changes', { ...cart, customerId: 9 }, null, 9],
    ['no cart yet: a new one for the user', null, 5, 5],
  ])('%s', (_, input, userId, owner) => {
    const result = adoptCart(input, userId);
    expect(result.customerId).toBe(owner);
    expect(result.lines).toHaveLength(input ? 1 : 0);
  });
});

describe('counts and summary', () => {
  const cart: Cart = {
    customerId: null,
    lines: [
      line({ quantity: 2, amount: 3000, listAmount: 3600 }),
      line({ tempKey: 'p', productType: 'PRINT', quantity: 1, amount: 2500, listAmount: 2500 }),
      line({ tempKey: 's', productType: 'SERVICE_ADD_ON', quantity: 1, amount: 999, listAmount: 999 }),
    ],
  };
  it('counts every unit', () => expect(cartItemCount(cart)).toBe(4));
  it('keeps PRODUCT and PRINT lines for the sidebar', () =>
    expect(sidebarCartLines(cart).map((l) => l.tempKey)).toEqual(['a', 'p']));
  it('sums the subtotal, the member saving, the shop shipping and the total', () =>
    expect(cartSummary(cart.lines)).toEqual({
      subtotal: 6499,
      memberSaving: 600,
      shipping: CART_SHIPPING_CENTS,
      total: 6499 + CART_SHIPPING_CENTS,
    }));
  it('adds no shipping to services alone', () =>
    expect(cartSummary(cart.lines.slice(2))).toEqual({ subtotal: 999, memberSaving: 0, shipping: 0, total: 999 }));
});
