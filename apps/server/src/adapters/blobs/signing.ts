import { sameSignature, signFields } from '../../crypto/signatures.js';

/** HMAC signatures for the local blob store's URLs: op, key, content type and expiry are all covered. */
export function signBlobUrl(
  secret: string,
  parts: { op: 'get' | 'put'; key: string; exp: number; ct?: string },
): string {
  return signFields(secret, [parts.op, parts.key, parts.exp, parts.ct ?? '']);
}

export function verifyBlobUrl(
  secret: string,
  parts: { op: 'get' | 'put'; key: string; exp: number; ct?: string },
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isFinite(parts.exp) || parts.exp * 1000 < now) return false;
  return sameSignature(signBlobUrl(secret, parts), signature);
}

/**
 * When a read link made now should expire, in seconds since the epoch: at least `expiresInSeconds`
 * from now, rounded up to a step of a quarter of that (at most 15 minutes). Every read of a picture
 * within one step gets the same link, so the browser's cache (which keys on the whole URL) serves it
 * again instead of fetching it anew on each visit, and two reads of one record a moment apart agree.
 */
export function readLinkExpiry(expiresInSeconds: number, now = Date.now()): number {
  const step = readLinkStep(expiresInSeconds);
  return Math.ceil((Math.floor(now / 1000) + expiresInSeconds) / step) * step;
}

/** The step read links' expiries are rounded up to: a quarter of their life, at most 15 minutes. */
export function readLinkStep(expiresInSeconds: number): number {
  return Math.max(1, Math.min(900, Math.floor(expiresInSeconds / 4)));
}
