import { describe, expect, it } from 'vitest';
import type { PlanId } from './plan-ids.js';
import { NON_MEMBER_SCAN_STORAGE_DAYS, scanRemovalWarningAt, scansExpireAt, scansRemovedAt } from './scan-retention.js';

const day = 24 * 60 * 60 * 1000;
const delivered = new Date('2026-10-01T12:00:00Z');
const at = (days: number) => new Date(delivered.getTime() + days * day);

describe('scan retention', () => {
  it('keeps non-members scans 30 days, as the plans say', () => {
    expect(NON_MEMBER_SCAN_STORAGE_DAYS).toBe(30);
  });

  it.each<[string, PlanId, boolean, Date | null, Date | null]>([
    ['a non-member: 30 days from delivery', 'NON_MEMBER', false, null, at(30)],
    ['a non-member flagged active is still a non-member', 'NON_MEMBER', true, null, at(30)],
    ['an active member: no limit', 'NICE_2025', true, null, null],
    ['an active legacy member: no limit', 'NICE_2023', true, at(-400), null],
    ['an active top-tier member: no limit', 'SUPER_NICE_2025', true, null, null],
    ['lapsed after delivery: 30 days from the lapse day', 'NICE_2025', false, at(100), at(130)],
    ['lapsed the day after delivery', 'VERY_NICE_2025', false, at(1), at(31)],
    ['lapsed before delivery: 30 days from delivery', 'NICE_2025', false, at(-10), at(30)],
    ['lapsed, end date unknown: from delivery', 'NICE_2025', false, null, at(30)],
  ])('%s', (_case, planId, active, membershipEndedAt, expected) => {
    expect(scansExpireAt({ planId, active, membershipEndedAt, deliveredAt: delivered })).toEqual(expected);
  });

  it('warns 7 days before expiry', () => {
    expect(scanRemovalWarningAt(at(30))).toEqual(at(23));
  });

  it.each([
    ['warned in time: removed at expiry', at(30), at(23), at(25), at(30)],
    ['warned late: removed 7 days after the warning', at(30), at(28), at(29), at(35)],
    ['not warned yet, expiry far: at expiry', at(30), null, at(0), at(30)],
    ['not warned yet, already expired: 7 days from now', at(30), null, at(40), at(47)],
  ] as const)('%s', (_case, expiresAt, warnedAt, now, expected) => {
    expect(scansRemovedAt({ expiresAt, warnedAt, now })).toEqual(expected);
  });
});
