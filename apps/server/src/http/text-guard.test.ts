import { describe, expect, it } from 'vitest';
import { unstorableCharacter, unstorableTextIn } from './text-guard.js';

describe('unstorableCharacter', () => {
  it.each([
    ['plain text', 'Portra 400', null],
    ['tabs, new lines and carriage returns (multi-line notes)', 'one\ttwo\r\nthree\n', null],
    ['a surrogate pair (an emoji)', 'film 🎞️ lab', null],
    ['accents and other scripts', 'Ilford Delta — 東京', null],
    ['DEL and C1 characters, which PostgreSQL stores', 'a\u007f\u0085b', null],
    ['NUL', 'a\u0000b', 'must not contain control character U+0000'],
    ['another C0 control', 'bell\u0007', 'must not contain control character U+0007'],
    ['escape', '\u001b[31m', 'must not contain control character U+001B'],
    ['a lone high surrogate', 'a\ud800b', 'must not contain unpaired surrogate U+D800'],
    ['a lone high surrogate at the end', 'ab\udbff', 'must not contain unpaired surrogate U+DBFF'],
    ['a lone low surrogate', '\udc00ab', 'must not contain unpaired surrogate U+DC00'],
    ['a pair in the wrong order', '\ude00\ud83d', 'must not contain unpaired surrogate U+DE00'],
  ])('%s', (_case, text, expected) => {
    expect(unstorableCharacter(text)).toBe(expected);
  });
});

describe('unstorableTextIn', () => {
  it('names every field by its path, in arrays, nested objects and keys', () => {
    const body = {
      notes: 'fine',
      lines: [{ notes: 'ok' }, { notes: 'x\u0000' }],
      address: { city: '\ud800' },
      filters: { 'bad\u0001key': ['v'] },
      count: 3,
      flag: true,
      nothing: null,
    };
    expect(unstorableTextIn(body, 'body')).toEqual([
      'lines.1.notes: must not contain control character U+0000',
      'address.city: must not contain unpaired surrogate U+D800',
      'filters: a field name must not contain control character U+0001',
    ]);
  });

  it('names a part that is itself text by its context, and leaves bytes alone', () => {
    expect(unstorableTextIn('a\u0000', 'body')).toEqual(['body: must not contain control character U+0000']);
    expect(unstorableTextIn(Buffer.from([0, 0xed, 0xa0, 0x80]), 'body')).toEqual([]);
  });

  it('walks objects of any prototype (the query parser makes its own)', () => {
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.search = '\u0000';
    expect(unstorableTextIn(query, 'query')).toEqual(['search: must not contain control character U+0000']);
  });

  it('stops at 20 errors', () => {
    expect(
      unstorableTextIn(
        Array.from({ length: 50 }, () => '\u0000'),
        'body',
      ),
    ).toHaveLength(20);
  });
});
