import { describe, expect, it } from 'vitest';
import { formatCents } from './money.js';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [99, '$0.99'],
    [1799, '$17.99'],
    [123456, '$1,234.56'],
    [499999, '$4,999.99'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('%i cents -> %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });
});
