import { isSafeBlobKey } from '../../adapters/blobs/local-blob-store.js';
import { verifyBlobUrl } from '../../adapters/blobs/signing.js';
import { AppError } from '../../errors.js';

export interface BlobLink {
  key: string;
  exp: number;
  sig: string;
  ct?: string | undefined;
}

/** The key must be a safe relative path and the signature must cover this operation and not be expired. */
export function checkBlobLink(secret: string, op: 'get' | 'put', link: BlobLink): void {
  if (!isSafeBlobKey(link.key)) {
    throw new AppError('BAD_REQUEST', 'This is not a valid file path', ['key: is not a valid file path']);
  }
  const parts = { op, key: link.key, exp: link.exp, ...(link.ct === undefined ? {} : { ct: link.ct }) };
  if (!verifyBlobUrl(secret, parts, link.sig)) {
    throw new AppError('FORBIDDEN', 'This link is invalid or has expired', ['sig: is invalid or expired']);
  }
}

/** Seconds a signed link has left, for cache headers. */
export function secondsLeft(exp: number, now = Date.now()): number {
  return Math.max(0, Math.floor(exp - now / 1000));
}
