import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC signatures for the local blob store's URLs: op, key, content type and expiry are all covered. */
export function signBlobUrl(
  secret: string,
  parts: { op: 'get' | 'put'; key: string; exp: number; ct?: string },
): string {
  return createHmac('sha256', secret)
    .update(`${parts.op}\n${parts.key}\n${parts.exp}\n${parts.ct ?? ''}`)
    .digest('base64url');
}

export function verifyBlobUrl(
  secret: string,
  parts: { op: 'get' | 'put'; key: string; exp: number; ct?: string },
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isFinite(parts.exp) || parts.exp * 1000 < now) return false;
  const expected = Buffer.from(signBlobUrl(secret, parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
