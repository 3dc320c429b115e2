import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST, applyPriceEdits } from './price-list.js';
import {
  RENEWAL_RETRIES,
  billingInterval,
  isPlanOnSale,
  nextRenewalTry,
  periodCreditGrant,
  periodEnd,
  tierFromParam,
  type BillingInterval,
} from './membership-periods.js';
import type { PlanId } from './plan-ids.js';

describe('periodEnd', () => {
  it.each<[string, BillingInterval, string]>([
    ['2026-03-03T10:00:00.000Z', 'year', '2027-03-03T10:00:00.000Z'],
    ['2024-02-29T00:00:00.000Z', 'year', '2025-02-28T00:00:00.000Z'],
    ['2026-01-31T12:30:00.000Z', 'month', '2026-02-28T12:30:00.000Z'],
    ['2028-01-31T12:30:00.000Z', 'month', '2028-02-29T12:30:00.000Z'],
    ['2026-12-15T08:00:00.000Z', 'month', '2027-01-15T08:00:00.000Z'],
    ['2026-04-30T00:00:00.000Z', 'month', '2026-05-30T00:00:00.000Z'],
  ])('%s + a %s -> %s', (start, interval, end) => {
    expect(periodEnd(new Date(start), interval).toISOString()).toBe(end);
  });
});

describe('billingInterval and isPlanOnSale', () => {
  it.each<[PlanId, BillingInterval, boolean]>([
    ['NICE_2025', 'year', true],
    ['VERY_NICE_2025', 'year', true],
    ['SUPER_NICE_2025', 'year', true],
    ['NICE_2023', 'year', false],
    ['VERY_NICE_2023', 'year', false],
    ['SUPER_NICE_2023', 'year', false],
    ['NICE_2021', 'year', false],
    ['NICE_MONTHLY', 'month', false],
    ['NON_MEMBER', 'year', false],
  ])('%s bills by the %s; on sale: %s', (plan, interval, onSale) => {
    expect(billingInterval(plan)).toBe(interval);
    expect(isPlanOnSale(plan)).toBe(onSale);
  });
  it('refuses what is not a plan', () => {
    expect(isPlanOnSale('FREE_FOREVER')).toBe(false);
  });
});

describe('periodCreditGrant', () => {
  it.each<[PlanId, ReturnType<typeof periodCreditGrant>]>([
    ['NON_MEMBER', { devScan: 0, scan4K: 0, rush: 0, proScan: 0 }],
    ['NICE_2025', { devScan: 10, scan4K: 3, rush: 3, proScan: 0 }],
    ['VERY_NICE_2025', { devScan: 30, scan4K: 30, rush: 30, proScan: 3 }],
    ['SUPER_NICE_2025', { devScan: 90, scan4K: 90, rush: 'unlimited', proScan: 10 }],
    ['NICE_MONTHLY', { devScan: 3, scan4K: 0, rush: 0, proScan: 0 }],
  ])('%s grants %j a period', (plan, grant) => {
    expect(periodCreditGrant(plan)).toEqual(grant);
  });
  it('grants the credits of the price list the period starts under', () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'service', service: 'proScan', tier: 'NICE_2025', cents: 0 },
      { kind: 'plan', planId: 'NICE_2025', credits: { devScan: 12, proScan: 'unlimited' } },
    ]);
    expect(periodCreditGrant('NICE_2025', list)).toEqual({ devScan: 12, scan4K: 3, rush: 3, proScan: 'unlimited' });
    expect(periodCreditGrant('NICE_2025')).toEqual({ devScan: 10, scan4K: 3, rush: 3, proScan: 0 });
  });
});

describe('nextRenewalTry', () => {
  const failedAt = new Date('2027-03-03T10:00:00.000Z');
  it('tries again a day later until the last retry, then lapses', () => {
    for (let failures = 1; failures <= RENEWAL_RETRIES; failures++) {
      expect(nextRenewalTry(failedAt, failures)?.toISOString()).toBe('2027-03-04T10:00:00.000Z');
    }
    expect(nextRenewalTry(failedAt, RENEWAL_RETRIES + 1)).toBeNull();
  });
});

describe('tierFromParam', () => {
  it.each<[string | null, string | null]>([
    ['VERY_NICE_2025', 'VERY_NICE_2025'],
    ['very_nice_2025', 'VERY_NICE_2025'],
    ['verynice2025', 'VERY_NICE_2025'],
    ['supernice2025', 'SUPER_NICE_2025'],
    ['nice2025', 'NICE_2025'],
    ['NICE_2023', null],
    ['nicemonthly', null],
    ['NON_MEMBER', null],
    ['gold', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (raw, tier) => {
    expect(tierFromParam(raw)).toBe(tier);
  });
});
