import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_LIST,
  PriceListError,
  applyPriceEdits,
  feeOfLookupKey,
  listInForce,
  planFee,
  planLookupKey,
  plansFor,
} from './price-list.js';
import { PLANS, planFromPriceLookupKey } from './plans.js';
import { PRICE_TABLE, priceFor, priceForAddOn } from './prices.js';

describe('DEFAULT_PRICE_LIST', () => {
  it('holds the price table, the legacy exceptions and every plan fee and credits', () => {
    expect(DEFAULT_PRICE_LIST.prices).toEqual(PRICE_TABLE);
    expect(priceFor('rush', 'SUPER_NICE_2023', DEFAULT_PRICE_LIST)).toBe(0);
    expect(planFee(DEFAULT_PRICE_LIST, 'NICE_2025')).toBe(19999);
    expect(DEFAULT_PRICE_LIST.plans.SUPER_NICE_2025.rushCredits).toBe('unlimited');
    expect(plansFor(DEFAULT_PRICE_LIST)).toEqual(PLANS);
  });
});

describe('priceFor on a list', () => {
  const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
    { kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1899 },
    { kind: 'service', service: 'rush', tier: 'NICE_2025', cents: 1099 },
  ]);
  it.each([
    ['devScan', 'NON_MEMBER', 1899],
    ['rush', 'NICE_2025', 1099],
    // A legacy plan keeps its own exception whatever its namesake's column says.
    ['rush', 'NICE_2023', 999],
    ['devScan', 'NICE_2025', 1499],
  ] as const)('%s for %s is %i', (service, plan, cents) => {
    expect(priceFor(service, plan, list)).toBe(cents);
  });
  it('prices add-ons from the list', () => {
    expect(priceForAddOn('rush', 'NICE_2025', list)).toBe(1099);
    expect(priceForAddOn('rush', 'NICE_2025')).toBe(999);
  });
  it('reprices the plans’ benefit texts', () => {
    expect(plansFor(list).NON_MEMBER.benefits.devScanPrice.value).toBe('$18.99');
  });
});

describe('applyPriceEdits', () => {
  it('records each change with its old value, and skips edits to the same value', () => {
    const { list, changes } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'plan', planId: 'NICE_2025', cents: 21999 },
      { kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1799 },
    ]);
    expect(changes).toEqual([{ kind: 'plan', planId: 'NICE_2025', cents: 21999, oldCents: 19999 }]);
    expect(planFee(list, 'NICE_2025')).toBe(21999);
    expect(plansFor(list).NICE_2025.benefits.annualCost.value).toBe('$219.99');
    // The list edited is a copy.
    expect(planFee(DEFAULT_PRICE_LIST, 'NICE_2025')).toBe(19999);
  });
  it.each([
    [{ kind: 'service', service: 'devScann', tier: 'NON_MEMBER', cents: 1 }, 'prices.0.service'],
    [{ kind: 'service', service: 'devScan', tier: 'GOLD', cents: 1 }, 'prices.0.tier'],
    [{ kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: -1 }, 'prices.0.cents'],
    [{ kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1.5 }, 'prices.0.cents'],
    [{ kind: 'plan', planId: 'GOLD', cents: 1 }, 'plans.0.planId'],
    [{ kind: 'plan', planId: 'NICE_2025', cents: -5 }, 'plans.0.price'],
  ])('refuses %o naming %s', (edit, field) => {
    const run = () => applyPriceEdits(DEFAULT_PRICE_LIST, [edit as never]);
    expect(run).toThrow(PriceListError);
    try {
      run();
    } catch (error) {
      expect((error as PriceListError).field).toBe(field);
    }
  });
});

describe('listInForce', () => {
  const at = (iso: string) => new Date(iso);
  const lists = [
    { id: 1, startsAt: at('2026-01-01T00:00:00Z') },
    { id: 2, startsAt: at('2026-06-01T00:00:00Z') },
    { id: 3, startsAt: null },
    { id: 4, startsAt: at('2026-12-01T00:00:00Z') },
  ];
  it.each([
    ['2025-12-31T23:59:59Z', null],
    ['2026-01-01T00:00:00Z', 1],
    ['2026-05-31T23:59:59Z', 1],
    ['2026-06-01T00:00:00Z', 2],
    ['2026-12-02T00:00:00Z', 4],
  ])('at %s the list in force is %s', (now, id) => {
    expect(listInForce(lists, at(now))?.id ?? null).toBe(id);
  });
  it('prefers the later list of two starting at the same time', () => {
    expect(listInForce([...lists, { id: 5, startsAt: at('2026-06-01T00:00:00Z') }], at('2026-07-01'))?.id).toBe(5);
  });
});

describe('applyPriceEdits of plan credits', () => {
  it('changes some of a plan’s credits beside or without its fee, and records each kind changed', () => {
    const { list, changes } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'service', service: 'rush', tier: 'NICE_2025', cents: 0 },
      { kind: 'plan', planId: 'NICE_2025', cents: 21999, credits: { devScan: 12, scan4K: 3, rush: 'unlimited' } },
      { kind: 'plan', planId: 'VERY_NICE_2025', credits: { proScan: 5 } },
    ]);
    expect(changes).toEqual([
      { kind: 'service', service: 'rush', tier: 'NICE_2025', cents: 0, oldCents: 999 },
      { kind: 'plan', planId: 'NICE_2025', cents: 21999, oldCents: 19999 },
      { kind: 'credits', planId: 'NICE_2025', credit: 'devScan', credits: 12, oldCredits: 10 },
      { kind: 'credits', planId: 'NICE_2025', credit: 'rush', credits: 'unlimited', oldCredits: 3 },
      { kind: 'credits', planId: 'VERY_NICE_2025', credit: 'proScan', credits: 5, oldCredits: 3 },
    ]);
    expect(list.plans.NICE_2025).toMatchObject({
      price: 21999,
      rollCredits: 12,
      scan4KCredits: 3,
      rushCredits: 'unlimited',
    });
    expect(plansFor(list).NICE_2025.benefits.devScanCredits.value).toBe('12');
    expect(plansFor(list).NICE_2025.benefits.rushCredits.value).toBe('Unlimited');
    expect(DEFAULT_PRICE_LIST.plans.NICE_2025.rollCredits).toBe(10);
  });
  it.each([
    [{ devScan: -1 }, 'plans.1.credits.devScan'],
    [{ rush: 1.5 }, 'plans.1.credits.rush'],
    [{ prints: 2 }, 'plans.1.credits.prints'],
  ])('refuses credits %o naming %s', (credits, field) => {
    const run = () =>
      applyPriceEdits(DEFAULT_PRICE_LIST, [
        { kind: 'plan', planId: 'NICE_2025', cents: 100 },
        { kind: 'plan', planId: 'NICE_2025', credits: credits as never },
      ]);
    expect(run).toThrow(expect.objectContaining({ field }));
  });
});

describe('unlimited credits', () => {
  it('are the plan paying 0 for the service: the two change together', () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'service', service: 'rush', tier: 'NICE_2025', cents: 0 },
      { kind: 'plan', planId: 'NICE_2025', credits: { rush: 'unlimited' } },
    ]);
    expect(list.plans.NICE_2025.rushCredits).toBe('unlimited');
    expect(() => applyPriceEdits(DEFAULT_PRICE_LIST, [])).not.toThrow();
  });
  it.each([
    [[{ kind: 'plan', planId: 'VERY_NICE_2025', credits: { proScan: 'unlimited' } }], 'plans.0.credits.proScan'],
    [[{ kind: 'service', service: 'rush', tier: 'SUPER_NICE_2025', cents: 199 }], 'prices.0.cents'],
  ])('refuses %j naming %s', (edits, field) => {
    expect(() => applyPriceEdits(DEFAULT_PRICE_LIST, edits as never)).toThrow(expect.objectContaining({ field }));
  });
});

describe('applyPriceEdits field names', () => {
  it('numbers plan edits apart from service edits', () => {
    const run = () =>
      applyPriceEdits(DEFAULT_PRICE_LIST, [
        { kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1 },
        { kind: 'plan', planId: 'NICE_2025', cents: -1 },
      ]);
    expect(run).toThrow(expect.objectContaining({ field: 'plans.0.price' }));
  });
});

describe('planLookupKey', () => {
  it('is the sku at the default fee and names a changed fee', () => {
    expect(planLookupKey(DEFAULT_PRICE_LIST, 'NICE_2025')).toBe('nice2025');
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [{ kind: 'plan', planId: 'NICE_2025', cents: 21999 }]);
    expect(planLookupKey(list, 'NICE_2025')).toBe('nice2025_21999');
    expect(planFromPriceLookupKey('nice2025_21999')).toBe('NICE_2025');
    expect(planFromPriceLookupKey('nice2025_')).toBe('NON_MEMBER');
    expect(feeOfLookupKey('nice2025_21999')).toBe(21999);
    expect(feeOfLookupKey('nice2025')).toBeNull();
  });
});
