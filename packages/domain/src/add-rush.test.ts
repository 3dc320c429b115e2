import { describe, expect, it } from 'vitest';
import { priceAddRush, rushProblem } from './add-rush.js';

describe('add rush', () => {
  it.each([
    ['NON_MEMBER', false, 0, 2, { unitCents: 1499, credited: 0, cents: 2998 }],
    ['NON_MEMBER', false, 5, 1, { unitCents: 1499, credited: 0, cents: 1499 }],
    ['NICE_2025', true, 0, 2, { unitCents: 999, credited: 0, cents: 1998 }],
    ['NICE_2025', true, 1, 3, { unitCents: 999, credited: 1, cents: 1998 }],
    ['NICE_2025', false, 3, 1, { unitCents: 1499, credited: 0, cents: 1499 }],
    ['VERY_NICE_2025', true, 30, 4, { unitCents: 499, credited: 4, cents: 0 }],
    ['SUPER_NICE_2025', true, 'unlimited', 4, { unitCents: 0, credited: 0, cents: 0 }],
    ['NICE_2023', true, 0, 1, { unitCents: 999, credited: 0, cents: 999 }],
    ['SUPER_NICE_2023', true, 0, 2, { unitCents: 0, credited: 0, cents: 0 }],
  ] as const)('%s (active %s) with %s rush credits, %i rolls', (planId, active, rushCredits, rolls, expected) => {
    expect(priceAddRush({ planId, active, rushCredits, rolls })).toEqual(expected);
  });

  it.each([
    [{ rush: false, status: 'CREATED' }, null],
    [{ rush: false, status: 'RECEIVED' }, null],
    [{ rush: false, status: 'DEVELOPED' }, null],
    [{ rush: true, status: 'RECEIVED' }, 'is rushed already'],
    [{ rush: false, status: 'SCANNED' }, 'is already scanned'],
    [{ rush: false, status: 'SYNCED' }, 'is already scanned'],
  ])('%o: %s', (roll, problem) => {
    expect(rushProblem(roll)).toBe(problem);
  });
});
