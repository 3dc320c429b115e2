// A roll's code: six characters of Crockford's base32 printed on the roll label and typed
// or scanned into the scanner's order field, so the scans find their roll. Five characters carry a
// scrambled roll id (a bijection: two rolls never share a code, with no lookup or retry), the sixth
// checks them, so a stray six-letter word in a folder name is rarely taken for a code.

/** Crockford's base32: no I, L, O or U, so nothing reads as another character. */
export const ROLL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ROLL_CODE_LENGTH = 6;

const DATA_BITS = 25;
const SPACE = 2 ** DATA_BITS;
/** Odd, so multiplying by it modulo 2^25 is a bijection; the migration's backfill uses the same. */
const SCRAMBLE = 29_796_789;
const WEIGHTS = [1, 3, 5, 7, 9] as const;

function checkDigit(values: readonly number[]): number {
  return values.reduce((sum, value, i) => sum + value * (WEIGHTS[i] ?? 0), 0) % 32;
}

/** The code of roll `id` (ids up to 33,554,431). */
export function rollCodeOf(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1 || id >= SPACE) throw new RangeError(`no roll code for id ${id}`);
  const n = (id * SCRAMBLE) % SPACE;
  const values = [20, 15, 10, 5, 0].map((shift) => Math.floor(n / 2 ** shift) % 32);
  return [...values, checkDigit(values)].map((value) => ROLL_CODE_ALPHABET[value]).join('');
}

/**
 * A code as a person may have typed it (lower case, O for 0, I or L for 1, spaces or dashes), in its
 * printed form; null when it is not six base32 characters with a matching check character.
 */
export function parseRollCode(text: string): string | null {
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (cleaned.length !== ROLL_CODE_LENGTH) return null;
  const values = [...cleaned].map((c) => ROLL_CODE_ALPHABET.indexOf(c));
  if (values.some((value) => value < 0)) return null;
  const data = values.slice(0, 5);
  return checkDigit(data) === values[5] ? cleaned : null;
}

/**
 * What a scanner's folder name says: the roll codes in it (words of six letters and digits with a
 * good check character) and the order number, if a word of digits is one. Dates and frame counters
 * are words of digits too, so the order number is only a cross-check, never the key.
 */
export function readFolderName(name: string): { codes: string[]; numbers: string[] } {
  const words = name.split(/[^0-9A-Za-z]+/).filter(Boolean);
  const codes = [...new Set(words.map((word) => (/^[0-9A-Za-z]{6}$/.test(word) ? parseRollCode(word) : null)))];
  return {
    codes: codes.filter((code): code is string => code !== null),
    numbers: words.filter((word) => /^\d+$/.test(word)),
  };
}
