import { describe, expect, it } from 'vitest';
import { centsToDollarInput, formatCents, parseDollars } from './money.js';

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

  it('writes what Intl.NumberFormat en-US USD writes, for whole, fractional and negative amounts', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [-0, 0.4, 0.5, 2.5, 1005, -1, -99.5, 999_999, 1_000_000, 123_456_789_012];
    for (let cents = -2_000; cents <= 2_000; cents += 7) samples.push(cents, cents * 1_013);
    for (const cents of samples) expect(formatCents(cents), `${cents} cents`).toBe(intl.format(cents / 100));
  });
});

describe('parseDollars', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['7', 700],
    ['0.29', 29],
    ['.5', 50],
    ['3.', 300],
    ['$1,234.56', 123456],
    ['  19.99 ', 1999],
    ['1000000', 100000000],
  ])('%s -> %i cents', (input, expected) => {
    expect(parseDollars(input)).toBe(expected);
  });

  it.each(['', ' ', '.', '$', '1.234', '-3', 'abc', '1,23', '12,34.5', '1e3', '0x10'])(
    '%j is not an amount',
    (input) => {
      expect(parseDollars(input)).toBeNull();
    },
  );
});

describe('centsToDollarInput', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456, '1234.56'],
  ])('%i -> %s', (cents, expected) => {
    expect(centsToDollarInput(cents)).toBe(expected);
    expect(parseDollars(expected)).toBe(cents);
  });
});
