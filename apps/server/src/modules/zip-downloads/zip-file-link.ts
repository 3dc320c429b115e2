import { sameSignature, signFields } from '../../crypto/signatures.js';
import { AppError } from '../../errors.js';

/** How long a download link works: long enough to resume a broken download the next day. */
export const ZIP_LINK_SECONDS = 24 * 3600;

const signature = (secret: string, zipId: number, exp: number) => signFields(secret, ['zip-file', zipId, exp]);

/**
 * A relative, expiring link to a finished zip (`/api/zip-files/{id}/{name}.zip`). The browser
 * downloads it with a plain navigation, straight to disk, and may resume it with Range requests.
 */
export function signZipFileLink(
  secret: string,
  zipId: number,
  fileName: string,
  expiresAt: Date | null,
  now = Date.now(),
): string {
  const until = Math.min(now + ZIP_LINK_SECONDS * 1000, expiresAt?.getTime() ?? Infinity);
  const exp = Math.floor(until / 1000);
  const query = new URLSearchParams({ exp: String(exp), sig: signature(secret, zipId, exp) });
  return `/api/zip-files/${zipId}/${encodeURIComponent(fileName)}?${query}`;
}

export function checkZipFileLink(secret: string, zipId: number, exp: number, sig: string, now = Date.now()) {
  if (!Number.isSafeInteger(exp) || exp * 1000 < now || !sameSignature(signature(secret, zipId, exp), sig)) {
    throw new AppError('FORBIDDEN', 'This link is invalid or has expired', ['sig: is invalid or expired']);
  }
}
