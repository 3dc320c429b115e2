import { describe, expect, it } from 'vitest';
import { quickSearchMessage, searchStatusTone, statChanged } from './admin-header.js';

describe('searchStatusTone', () => {
  it.each([
    ['PAID', 'success'],
    ['paid', 'success'],
    ['Pending', 'warning'],
    ['INVOICED', 'warning'],
    ['CANCELED', 'error'],
    ['cancelled', 'error'],
    ['OPEN', 'neutral'],
    ['COMPLETE', 'neutral'],
  ] as const)('%s is %s', (status, tone) => expect(searchStatusTone(status)).toBe(tone));
});

describe('quickSearchMessage', () => {
  it('says nothing was found, with the term', () =>
    expect(quickSearchMessage({ shown: 0, count: 0, term: 'ada' })).toBe('No orders found for “ada”'));
  it('says how many of how many when there are more', () =>
    expect(quickSearchMessage({ shown: 10, count: 42, term: 'a' })).toBe('Showing 10 of 42 results'));
  it('says nothing when every result shows', () =>
    expect(quickSearchMessage({ shown: 3, count: 3, term: 'a' })).toBeNull());
});

describe('statChanged', () => {
  it.each([
    [undefined, 5, false],
    [5, 5, false],
    [5, 5.009, false],
    [5, 5.01, true],
    [5, 4, true],
  ] as const)('%s -> %s pulses: %s', (before, after, pulses) => expect(statChanged(before, after)).toBe(pulses));
});
