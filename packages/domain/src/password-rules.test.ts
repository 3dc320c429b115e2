import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isCommonPassword, passwordProblems } from './password-rules.js';

const SHORT = 'password: must be at least 8 characters';
const LONG = 'password: must be at most 128 characters';
const COMMON = 'password: is too common, choose one that is harder to guess';

describe('passwordProblems', () => {
  it.each<[string, string, string[]]>([
    ['a good passphrase', 'silver negatives at dawn', []],
    ['exactly 8 characters', 'k7#vQ2m!', []],
    ['7 characters', 'k7#vQ2m', [SHORT]],
    ['empty', '', [SHORT]],
    ['exactly 128 characters', 'a1'.repeat(64), []],
    ['129 characters', `${'a1'.repeat(64)}b`, [LONG]],
    ['common, long enough', 'password1', [COMMON]],
    ['common in another case', 'PassWord1', [COMMON]],
    ['common and short', '123456', [SHORT, COMMON]],
    ['common keyboard walk', 'qwertyuiop', [COMMON]],
    ['common with a surrounding space is not the common word', ' password1', []],
    ['an emoji is one character, not two UTF-16 units', '🎞🎞🎞🎞🎞🎞🎞', [SHORT]],
    ['eight emoji pass the length rule', '🎞🎞🎞🎞🎞🎞🎞🎞', []],
    ['a variation selector is a code point of its own', '🎞️🎞️🎞️🎞️', []],
  ])('%s', (_case, password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
  });

  it('names the field in every message', () => {
    for (const problem of passwordProblems('')) expect(problem.startsWith('password: ')).toBe(true);
  });

  it('uses the limits it states', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });
});

describe('common passwords list', () => {
  it('holds at least 1,000 distinct passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
  });

  it('is stored lowercased with no blanks', () => {
    for (const word of COMMON_PASSWORDS) {
      expect(word).toBe(word.toLowerCase());
      expect(word.trim()).toBe(word);
      expect(word).not.toBe('');
    }
  });

  it.each([
    '123456',
    'password',
    '12345678',
    'qwerty',
    'iloveyou',
    'sunshine',
    'princess',
    'football',
    'trustno1',
    '1q2w3e4r',
  ])('contains %s', (word) => {
    expect(isCommonPassword(word)).toBe(true);
  });

  it.each(['Trustno1', 'SUNSHINE', 'P@ssw0rd'])('matches %s case-insensitively', (word) => {
    expect(isCommonPassword(word)).toBe(true);
  });

  it.each(['silver negatives at dawn', 'k7#vQ2m!', 'portra-400-pushed-one-stop'])('does not contain %s', (word) => {
    expect(isCommonPassword(word)).toBe(false);
  });
});
