import { describe, expect, it } from 'vitest';
import {
  isActiveMember,
  membershipDateLabel,
  membershipStatus,
  type MembershipFacts,
  type MembershipStatus,
} from './membership-status.js';

describe('membershipStatus', () => {
  it.each<[MembershipFacts, MembershipStatus]>([
    [{ planId: 'NON_MEMBER', active: false }, 'none'],
    [{ planId: 'NON_MEMBER', active: true, cancelAtPeriodEnd: true }, 'none'],
    [{ planId: 'NICE_2025', active: true, cancelAtPeriodEnd: false }, 'renewing'],
    [{ planId: 'NICE_2025', active: true }, 'renewing'],
    [{ planId: 'NICE_2025', active: true, cancelAtPeriodEnd: null }, 'renewing'],
    [{ planId: 'SUPER_NICE_2025', active: true, cancelAtPeriodEnd: true }, 'expiring'],
    [{ planId: 'VERY_NICE_2023', active: false, cancelAtPeriodEnd: false }, 'lapsed'],
    [{ planId: 'NICE_MONTHLY', active: false, cancelAtPeriodEnd: true }, 'lapsed'],
  ])('%j -> %s', (facts, expected) => {
    expect(membershipStatus(facts)).toBe(expected);
  });
});

describe('isActiveMember', () => {
  it.each<[MembershipFacts, boolean]>([
    [{ planId: 'NICE_2025', active: true }, true],
    [{ planId: 'NICE_2021', active: true }, true],
    [{ planId: 'NICE_2025', active: false }, false],
    [{ planId: 'NON_MEMBER', active: true }, false],
  ])('%j -> %s', (facts, expected) => {
    expect(isActiveMember(facts)).toBe(expected);
  });
});

describe('membershipDateLabel', () => {
  it.each<[MembershipStatus, string | null]>([
    ['renewing', 'Renews'],
    ['expiring', 'Expires'],
    ['lapsed', 'Expired'],
    ['none', null],
  ])('%s -> %j', (status, expected) => {
    expect(membershipDateLabel(status)).toBe(expected);
  });
});
