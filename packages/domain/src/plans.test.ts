import { describe, expect, it } from 'vitest';
import { BENEFIT_KEYS, creditsText, type BenefitKey, type Credits } from './plan-benefits.js';
import { ACTIVE_PLAN_IDS, PLANS, PLAN_IDS, planBySku, planFromPriceLookupKey, type PlanId } from './plans.js';

describe('plan records', () => {
  it.each<[PlanId, string, number, boolean, boolean, Credits, Credits, Credits, Credits]>([
    // id, sku, price, active, legacy, roll, 4K, rush, pro credits
    ['NON_MEMBER', 'nonmember', 0, false, false, 0, 0, 0, 0],
    ['NICE_2025', 'nice2025', 19999, true, false, 10, 3, 3, 0],
    ['VERY_NICE_2025', 'verynice2025', 99999, true, false, 30, 30, 30, 3],
    ['SUPER_NICE_2025', 'supernice2025', 499999, true, false, 90, 90, 'unlimited', 10],
    ['NICE_2023', 'nice2023', 19999, false, true, 10, 3, 3, 0],
    ['VERY_NICE_2023', 'verynice2023', 49999, false, true, 30, 30, 30, 3],
    ['SUPER_NICE_2023', 'supernice2023', 99999, false, true, 90, 90, 'unlimited', 10],
    ['NICE_2021', 'nice2021', 9999, false, true, 10, 3, 3, 0],
    ['NICE_MONTHLY', 'nicemonthly', 2999, false, true, 3, 0, 0, 0],
  ])(
    '%s: sku %s, price %i, active %s, legacy %s, credits %s/%s/%s/%s',
    (id, sku, price, active, legacy, roll, k4, rush, pro) => {
      const plan = PLANS[id];
      expect(plan).toMatchObject({ id, sku, price, active, legacy });
      expect([plan.rollCredits, plan.scan4KCredits, plan.rushCredits, plan.proScanCredits]).toEqual([
        roll,
        k4,
        rush,
        pro,
      ]);
    },
  );

  it('has a record for every plan id', () => {
    expect(Object.keys(PLANS).sort()).toEqual([...PLAN_IDS].sort());
  });

  it('marks exactly the 2025 paid plans active', () => {
    expect(PLAN_IDS.filter((id) => PLANS[id].active)).toEqual([...ACTIVE_PLAN_IDS]);
  });

  it.each<[PlanId, RegExp]>([
    ['NICE_2025', /20\+ rolls a year/],
    ['VERY_NICE_2025', /volume shooters.*TIFFs and discounts/],
    ['SUPER_NICE_2025', /500\+ rolls a year/],
  ])('%s carries its section 1 blurb', (id, blurb) => {
    expect(PLANS[id].desc).toMatch(blurb);
  });
});

describe('plan benefits', () => {
  it('gives every plan every benefit key of section 3, each labelled and typed', () => {
    for (const id of PLAN_IDS) {
      expect(Object.keys(PLANS[id].benefits).sort()).toEqual([...BENEFIT_KEYS].sort());
      for (const key of BENEFIT_KEYS) {
        const benefit = PLANS[id].benefits[key];
        expect(benefit.label, `${id}.${key}`).not.toBe('');
        expect(benefit.value, `${id}.${key}`).not.toBe('');
        expect(['PRICE', 'CREDIT', 'SERVICE']).toContain(benefit.type);
      }
    }
  });

  it.each<[PlanId, BenefitKey, string]>([
    ['NON_MEMBER', 'returnShipping', '$7.99'],
    ['NICE_2025', 'returnShipping', '$6.99'],
    ['VERY_NICE_2025', 'returnShipping', 'Free'],
    ['SUPER_NICE_2025', 'returnShipping', 'Free'],
    ['NON_MEMBER', 'scanStorage', '30 days'],
    ['NICE_2025', 'scanStorage', 'Unlimited'],
    ['NON_MEMBER', 'platformAccess', '30-day trial'],
    ['NON_MEMBER', 'digitalContactSheets', 'First order only'],
    ['VERY_NICE_2025', 'tiffs', 'Unlocked'],
    ['NICE_2025', 'tiffs', 'Not included'],
    ['NICE_2025', 'turnaround', 'Standard'],
    ['VERY_NICE_2025', 'turnaround', 'Under 5 business days (priority queue)'],
    ['SUPER_NICE_2025', 'turnaround', '1 business day'],
    ['SUPER_NICE_2025', 'rushPrice', 'Included'],
    ['SUPER_NICE_2025', 'rushCredits', 'Unlimited'],
    // One reading of each figure: the benefit shows what the plan record credits and bills.
    ['SUPER_NICE_2025', 'proScanCredits', '10'],
    ['NICE_2023', 'annualCost', '$199.99'],
    ['NON_MEMBER', 'uncutSleevingPrice', '$1.99'],
    ['NICE_2025', 'annualCost', '$199.99'],
    ['NICE_2025', 'devScanPrice', '$14.99'],
    ['SUPER_NICE_2025', 'devScanPrice', '$9.99'],
    ['VERY_NICE_2025', 'scan4KPrice', '$2.99'],
    ['NICE_2021', 'halfFramesPrice', '$5.99'],
    ['NICE_2021', 'scan4KPrice', 'Included'],
    ['NON_MEMBER', 'prints4X6Price', '$11.99'],
    ['NICE_MONTHLY', 'devScanCredits', '3'],
  ])('%s %s reads %s', (id, key, value) => {
    expect(PLANS[id].benefits[key].value).toBe(value);
  });

  it.each([
    ['annualCost', 'PRICE'],
    ['devScanCredits', 'CREDIT'],
    ['turnaround', 'SERVICE'],
    ['cutSleevingPrice', 'PRICE'],
  ] as const)('%s is a %s benefit', (key, type) => {
    expect(PLANS.NICE_2025.benefits[key].type).toBe(type);
  });

  it.each<[Credits, string]>([
    [0, '0'],
    [30, '30'],
    ['unlimited', 'Unlimited'],
  ])('creditsText(%j) -> %s', (credits, text) => {
    expect(creditsText(credits)).toBe(text);
  });
});

describe('finding a plan', () => {
  it.each<[string, PlanId | null]>([
    ['nice2025', 'NICE_2025'],
    ['verynice2025', 'VERY_NICE_2025'],
    ['supernice2023', 'SUPER_NICE_2023'],
    ['nicemonthly', 'NICE_MONTHLY'],
    ['nonmember', 'NON_MEMBER'],
    ['NICE2025', null],
    ['gold', null],
    ['', null],
  ])('planBySku(%j) -> %s', (sku, id) => {
    expect(planBySku(sku)?.id ?? null).toBe(id);
  });

  it.each<[string | null | undefined, PlanId]>([
    ['supernice2025', 'SUPER_NICE_2025'],
    ['nice2021', 'NICE_2021'],
    [' verynice2023 ', 'VERY_NICE_2023'],
    [null, 'NON_MEMBER'],
    [undefined, 'NON_MEMBER'],
    ['', 'NON_MEMBER'],
    ['platinum_yearly', 'NON_MEMBER'],
  ])('planFromPriceLookupKey(%j) -> %s', (key, id) => {
    expect(planFromPriceLookupKey(key)).toBe(id);
  });
});
