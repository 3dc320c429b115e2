import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L, so a code read aloud or copied from paper comes out right.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const length = 8;

/** A random referral code; uniqueness is the database's job (users_referral_code_key). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
