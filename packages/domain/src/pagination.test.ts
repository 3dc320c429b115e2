import { describe, expect, it } from 'vitest';
import { nextPageOffset, pageHasMore } from './pagination.js';

describe('pageHasMore', () => {
  it.each<[number, number | undefined, boolean]>([
    [18, undefined, true],
    [17, undefined, false],
    [0, undefined, false],
    [25, 25, true],
    [3, 25, false],
  ])('%s received, page size %s -> %s', (received, size, expected) => {
    expect(pageHasMore(received, size)).toBe(expected);
  });

  it('pages of 18 follow each other', () => {
    expect([0, 1, 2].map((pages) => nextPageOffset(pages))).toEqual([0, 18, 36]);
  });
});
