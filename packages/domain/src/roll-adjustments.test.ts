import { describe, expect, it } from 'vitest';
import { rollChangeProblem, rollRemovalProblem } from './roll-adjustments.js';

describe('rollChangeProblem', () => {
  it.each([
    ['CREATED', null],
    ['RECEIVED', null],
    ['DEVELOPED', 'This roll is developed already; its film can no longer be changed'],
    ['SCANNED', 'This roll is developed already; its film can no longer be changed'],
    ['NEGATIVES_RETURNED', 'This roll is developed already; its film can no longer be changed'],
  ])('%s -> %s', (stage, problem) => {
    expect(rollChangeProblem(stage)).toBe(problem);
  });
});

describe('rollRemovalProblem', () => {
  it.each([
    ['CREATED', 3, null],
    ['CREATED', 1, 'This is the last roll of the order; cancel the order instead'],
    ['RECEIVED', 3, 'This roll arrived at the lab; only a roll that never arrived can be removed'],
    ['SCANNED', 3, 'This roll arrived at the lab; only a roll that never arrived can be removed'],
  ] as const)('%s with %i rolls -> %s', (stage, rolls, problem) => {
    expect(rollRemovalProblem(stage, rolls)).toBe(problem);
  });
});
