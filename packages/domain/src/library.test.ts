import { describe, expect, it } from 'vitest';
import { contactSheetAccess, mergeById, rotateBy } from './library.js';

describe('rotateBy', () => {
  it.each([
    [0, 90, 90],
    [90, 90, 180],
    [270, 90, 0],
    [180, 270, 90],
    [90, 180, 270],
  ] as const)('%i turned by %i is %i', (current, degrees, expected) => {
    expect(rotateBy(current, degrees)).toBe(expected);
  });
});

describe('mergeById', () => {
  it('joins pages in order and keeps the first copy of a repeated id', () => {
    const merged = mergeById([
      [
        { id: 3, v: 'a' },
        { id: 2, v: 'b' },
      ],
      [
        { id: 2, v: 'moved' },
        { id: 1, v: 'c' },
      ],
    ]);
    expect(merged).toEqual([
      { id: 3, v: 'a' },
      { id: 2, v: 'b' },
      { id: 1, v: 'c' },
    ]);
  });
});

describe('contactSheetAccess', () => {
  const base = {
    viewerIsStaff: false,
    planId: 'NON_MEMBER' as const,
    memberActive: false,
    rollOrderId: 10,
    firstOrderId: 10,
  };
  it.each([
    ['a non-member, roll of the first order', base, true],
    ['a non-member, roll of a later order', { ...base, rollOrderId: 11 }, false],
    ['a non-member, roll with no order', { ...base, rollOrderId: null }, false],
    [
      'an active member, any roll',
      { ...base, planId: 'NICE_2025' as const, memberActive: true, rollOrderId: 11 },
      true,
    ],
    ['a lapsed member, a later roll', { ...base, planId: 'NICE_2025' as const, rollOrderId: 11 }, false],
    ['staff, any roll', { ...base, viewerIsStaff: true, rollOrderId: null }, true],
  ])('%s', (_name, facts, allowed) => {
    expect(contactSheetAccess(facts).allowed).toBe(allowed);
  });
});
