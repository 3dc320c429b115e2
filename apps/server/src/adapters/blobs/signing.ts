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
