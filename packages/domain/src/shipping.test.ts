import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals.js';
import type { PlanId } from './plan-ids.js';
import { DEFAULT_PRICE_LIST, applyPriceEdits } from './price-list.js';
import { returnShippingCents } from './return-shipping.js';
import {
  CART_SHIPPING_CENTS,
  cartShippingCents,
  FREE_LABEL_SHIPMENT,
  PREPAID_LABEL_BASE,
  RETURN_SHIPMENT_DEFAULTS,
  SHIPMENT_METHOD_BASE_CENTS,
  SHIPPING_CODES,
  SHIPPING_SERVICES,
  shippingCents,
  type ShippingCode,
} from './shipping.js';

describe('shipping constants', () => {
  it('shows a fixed $9.99 in the cart footer', () => {
    expect(CART_SHIPPING_CENTS).toBe(999);
  });

  it('bases a prepaid label on FedEx Ground at 1499', () => {
    expect(PREPAID_LABEL_BASE).toEqual({ carrier: 'FEDEX', serviceLevel: 'fedex_ground', cents: 1499 });
  });

  it.each([
    ['DROP_OFF', 0],
    ['EXTERNAL_FULFILLMENT', 0],
    ['PREPAID_LABEL', 1499],
    ['RETURN_MAILER', 2499],
    ['COURIER_PICK_UP', 0],
  ] as const)('%s costs %i before a service is chosen', (method, cents) => {
    expect(SHIPMENT_METHOD_BASE_CENTS[method]).toBe(cents);
  });

  it('returns negatives by prepaid label at the return_negatives level', () => {
    expect(RETURN_SHIPMENT_DEFAULTS).toEqual({ serviceLevel: 'return_negatives', method: 'PREPAID_LABEL' });
  });

  it('books the free label as a zero-amount USPS First prepaid label', () => {
    expect(FREE_LABEL_SHIPMENT).toMatchObject({
      serviceLevel: 'usps_first',
      method: 'PREPAID_LABEL',
      lineAmount: 0,
      lineNote: 'Free Member Shipping Label',
    });
  });
});

describe('shipping codes', () => {
  it('lists the section 9 codes', () => {
    expect([...SHIPPING_CODES]).toEqual([
      'externalfulfillment',
      'prepaidlabelfirst',
      'prepaidlabelfedexovernight',
      'prepaidlabelfedex2day',
      'prepaidlabelfedexground',
      'returnmailers',
      'returnnegatives',
    ]);
  });

  it('keeps return mailers inactive and everything else active', () => {
    expect(SHIPPING_CODES.filter((code) => !SHIPPING_SERVICES[code].active)).toEqual(['returnmailers']);
  });

  it.each<[ShippingCode, PlanId, number | null]>([
    ['externalfulfillment', 'NON_MEMBER', 0],
    ['prepaidlabelfirst', 'NON_MEMBER', 0],
    ['prepaidlabelfedexground', 'NICE_2025', 1499],
    ['returnmailers', 'NON_MEMBER', 2499],
    ['returnnegatives', 'NON_MEMBER', 799],
    ['returnnegatives', 'NICE_2025', 699],
    ['returnnegatives', 'VERY_NICE_2025', 0],
    ['returnnegatives', 'SUPER_NICE_2025', 0],
    ['prepaidlabelfedexovernight', 'NON_MEMBER', null],
    ['prepaidlabelfedex2day', 'NON_MEMBER', null],
  ])('%s for %s costs %s', (code, planId, cents) => {
    expect(shippingCents(code, planId)).toBe(cents);
  });

  it.each<[ShippingCode, string, string | null]>([
    ['prepaidlabelfedexovernight', 'FEDEX', 'standard_overnight'],
    ['prepaidlabelfedex2day', 'FEDEX', 'fedex_2_day'],
    ['prepaidlabelfedexground', 'FEDEX', 'fedex_ground'],
    ['prepaidlabelfirst', 'USPS', 'usps_first'],
    ['returnnegatives', 'USPS', 'return_negatives'],
  ])('%s ships %s at %s', (code, carrier, serviceLevel) => {
    expect(SHIPPING_SERVICES[code]).toMatchObject({ carrier, serviceLevel });
  });
});

describe('shipping on the lab’s price list', () => {
  const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
    { kind: 'service', service: 'prepaidLabel', tier: 'NON_MEMBER', cents: 1599 },
    { kind: 'service', service: 'prepaidLabel', tier: 'NICE_2025', cents: 1299 },
    { kind: 'service', service: 'cartShipping', tier: 'NON_MEMBER', cents: 1099 },
    { kind: 'service', service: 'cartShipping', tier: 'SUPER_NICE_2025', cents: 0 },
  ]);
  it('prices the prepaid FedEx Ground label and the shop’s shipping from the list, the defaults without one', () => {
    expect(shippingCents('prepaidlabelfedexground', 'NON_MEMBER', list)).toBe(1599);
    expect(shippingCents('prepaidlabelfedexground', 'NICE_2025', list)).toBe(1299);
    expect(shippingCents('prepaidlabelfedexground', 'NICE_2025')).toBe(PREPAID_LABEL_BASE.cents);
    expect(returnShippingCents('fedex_ground', 'NON_MEMBER', list)).toBe(1599);
    expect(returnShippingCents('fedex_ground', 'NON_MEMBER')).toBe(1499);
    expect(cartShippingCents('NON_MEMBER', list)).toBe(1099);
    expect(cartShippingCents('SUPER_NICE_2025', list)).toBe(0);
    expect(cartShippingCents('NICE_2025')).toBe(CART_SHIPPING_CENTS);
  });
  it('charges the list’s shipping when a line is shipped, and none otherwise', () => {
    const product = { unitAmount: 1000, quantity: 1, productType: 'PRODUCT' as const };
    const base = { promo: null, taxRate: null, creditBalance: 0, applyCredit: false };
    expect(orderTotals({ ...base, lines: [product], shippingCents: 1099 })).toMatchObject({
      shipping: 1099,
      total: 2099,
    });
    expect(orderTotals({ ...base, lines: [product] }).shipping).toBe(999);
    expect(
      orderTotals({ ...base, lines: [{ ...product, productType: 'SERVICE_ADD_ON' as const }], shippingCents: 1099 })
        .shipping,
    ).toBe(0);
  });
});
