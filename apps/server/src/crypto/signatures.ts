import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC-SHA256 (base64url) of the fields joined by newlines. Each kind of signed link starts its
 * fields with its own name, so a signature made for one kind never verifies as another.
 */
export function signFields(secret: string, fields: readonly (string | number)[]): string {
  return createHmac('sha256', secret).update(fields.join('\n')).digest('base64url');
}

/** Whether a given signature equals the expected one, in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
