import { describe, expect, it } from 'vitest';
import { parseRollCode, readFolderName, rollCodeOf, ROLL_CODE_ALPHABET } from './roll-code.js';

describe('roll codes', () => {
  it('gives every roll its own six-character code', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 20_000; id++) seen.add(rollCodeOf(id));
    expect(seen.size).toBe(20_000);
    for (const code of [...seen].slice(0, 500)) {
      expect(code).toMatch(new RegExp(`^[${ROLL_CODE_ALPHABET}]{6}$`));
    }
  });

  it('reads a code back as typed, and refuses one with a wrong character', () => {
    const code = rollCodeOf(42);
    expect(parseRollCode(code.toLowerCase())).toBe(code);
    expect(parseRollCode(`${code.slice(0, 3)}-${code.slice(3)}`)).toBe(code);
    const wrong = ROLL_CODE_ALPHABET[(ROLL_CODE_ALPHABET.indexOf(code[2]!) + 1) % 32]!;
    expect(parseRollCode(code.slice(0, 2) + wrong + code.slice(3))).toBeNull();
    expect(parseRollCode('ABC')).toBeNull();
    expect(parseRollCode('ABCDEU')).toBeNull();
  });

  it('maps look-alike letters to their digits', () => {
    const code = rollCodeOf(7);
    const typed = code.replace(/0/g, 'o').replace(/1/g, 'l');
    expect(parseRollCode(typed)).toBe(code);
  });

  it('finds the code and the order number in a scanner folder name', () => {
    const code = rollCodeOf(1234);
    expect(readFolderName(`1042_${code}`)).toEqual({ codes: [code], numbers: ['1042'] });
    expect(readFolderName(`20261125 ${code.toLowerCase()} roll`).codes).toEqual([code]);
    expect(readFolderName('Export JPG NoResize').codes).toEqual([]);
  });

  it('refuses ids outside its range', () => {
    expect(() => rollCodeOf(0)).toThrow(RangeError);
    expect(() => rollCodeOf(2 ** 25)).toThrow(RangeError);
  });
});
