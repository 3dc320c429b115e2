// Password rules checked by the server at signup and reset (spec leaves them open; these follow
// NIST SP 800-63B: a length floor, a generous ceiling, and a block list instead of composition rules).
import { COMMON_PASSWORDS } from './common-passwords.js';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Everything wrong with a password, each message naming the field; empty when it is acceptable.
 * Length counts Unicode code points, as NIST SP 800-63B says, so an emoji is one character and
 * not the two UTF-16 units `String.length` would count.
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(`password: must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (length > PASSWORD_MAX_LENGTH) problems.push(`password: must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (isCommonPassword(password)) problems.push('password: is too common, choose one that is harder to guess');
  return problems;
}

/** Case-insensitive: 'Password1' is guessed as early as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
