import { describe, expect, it } from 'vitest';
import { decodePositionCursor, decodeTimeCursor, encodeCursor, searchTsQuery } from './library-query.js';

describe('searchTsQuery', () => {
  it.each([
    ['Portra 400', 'portra:* & 400:*'],
    ["  C-41 & !x | 'y'  ", 'c:* & 41:* & x:* & y:*'],
    ['Café Lumière', 'café:* & lumière:*'],
    ['beach beach', 'beach:*'],
    ['', null],
    ['&|!()', null],
    [undefined, null],
  ])('%j becomes %j', (text, query) => {
    expect(searchTsQuery(text)).toBe(query);
  });
});

describe('list cursors', () => {
  it('round-trips both kinds and refuses the other kind, garbage and bad dates', () => {
    const time = { at: '2025-01-02T03:04:05.123456Z', id: 7 };
    expect(decodeTimeCursor(encodeCursor(time))).toEqual(time);
    expect(decodePositionCursor(encodeCursor({ position: 3, id: 9 }))).toEqual({ position: 3, id: 9 });
    expect(() => decodePositionCursor(encodeCursor(time))).toThrow(/not valid/);
    for (const bad of ['nonsense', '', Buffer.from('["t","yesterday",1]').toString('base64url')]) {
      expect(() => decodeTimeCursor(bad)).toThrow(/not valid/);
    }
    expect(decodeTimeCursor(undefined)).toBeNull();
  });
});
