import { describe, expect, it } from 'vitest';
import { displayTurnaroundDays } from './turnaround.js';

describe('displayTurnaroundDays', () => {
  it.each<[number | null | undefined, number]>([
    [0, 2],
    [1, 2],
    [1.2, 2],
    [2, 2],
    [2.01, 3],
    [3, 3],
    [4.5, 5],
    [-1, 2],
    [null, 2],
    [undefined, 2],
    [Number.NaN, 2],
  ])('%j -> %i', (estimate, expected) => {
    expect(displayTurnaroundDays(estimate)).toBe(expected);
  });
});
