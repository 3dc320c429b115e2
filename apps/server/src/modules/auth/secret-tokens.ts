import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A single-use token for a link in an e-mail: 256 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database cannot be used to reset a password. */
export function digestLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits, leading zeros kept. */
export function newSixDigitCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}

/**
 * Keyed with the server secret: a plain hash of a six-digit code could be reversed by trying all
 * million codes, so the stored digest is worthless without the secret.
 */
export function digestCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
