import { describe, expect, it } from 'vitest';
import type { AccessPhase } from './access-phase.js';
import {
  isMemberPriceEligible,
  memberPricingApplies,
  purchaseBanner,
  unitPriceFor,
  type PricedProduct,
  type PurchaseBanner,
} from './member-price.js';
import type { PlanId } from './plan-ids.js';

describe('isMemberPriceEligible', () => {
  it.each<[boolean, PlanId, AccessPhase, boolean]>([
    [true, 'NICE_2025', 'NONE', true],
    [true, 'SUPER_NICE_2023', 'NONE', true],
    [true, 'NICE_MONTHLY', 'MEMBERS_ONLY', true],
    [true, 'VERY_NICE_2025', 'COMING_SOON', true],
    [true, 'NICE_2025', 'PUBLIC', false],
    [false, 'NICE_2025', 'NONE', false],
    [false, 'NICE_2025', 'MEMBERS_ONLY', false],
    [true, 'NON_MEMBER', 'NONE', false],
    [false, 'NON_MEMBER', 'MEMBERS_ONLY', false],
  ])('active %s, plan %s, phase %s -> %s', (active, planId, phase, expected) => {
    expect(isMemberPriceEligible({ active, planId, phase })).toBe(expected);
  });

  it.each<[AccessPhase, boolean]>([
    ['NONE', true],
    ['COMING_SOON', true],
    ['MEMBERS_ONLY', true],
    ['PUBLIC', false],
  ])('member pricing applies in %s: %s', (phase, expected) => {
    expect(memberPricingApplies(phase)).toBe(expected);
  });
});

describe('unitPriceFor', () => {
  it.each<[PricedProduct, boolean, number]>([
    [{ price: 1999, memberPrice: 1499 }, true, 1499],
    [{ price: 1999, memberPrice: 1499 }, false, 1999],
    [{ price: 1999, memberPrice: null }, true, 1999],
    [{ price: 1999 }, true, 1999],
    [{ price: 1999, memberPrice: 0 }, true, 0],
    [{ price: 1999, memberPrice: 2499 }, true, 1999],
    [{ price: 1999, memberPrice: -1 }, true, 1999],
  ])('%j, eligible %s -> %i', (product, eligible, expected) => {
    expect(unitPriceFor(product, eligible)).toBe(expected);
  });
});

describe('purchaseBanner', () => {
  it.each<[AccessPhase, PricedProduct, PurchaseBanner]>([
    ['COMING_SOON', { price: 1999, memberPrice: 1499 }, { kind: 'members-only' }],
    ['MEMBERS_ONLY', { price: 1999, memberPrice: 1499 }, { kind: 'members-only' }],
    ['NONE', { price: 1999, memberPrice: 1499 }, { kind: 'join-and-pay', memberPrice: 1499 }],
    ['PUBLIC', { price: 1999, memberPrice: 1499 }, { kind: 'none' }],
    ['NONE', { price: 1999, memberPrice: null }, { kind: 'none' }],
    ['NONE', { price: 1999, memberPrice: 1999 }, { kind: 'none' }],
  ])('%s with %j -> %j', (phase, product, expected) => {
    expect(purchaseBanner(phase, product)).toEqual(expected);
  });
});
