import { describe, expect, it } from 'vitest';
import type { PlanId } from './plan-ids.js';
import {
  CART_SHIPPING_CENTS,
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
