import { sameSignature, signFields } from '../../crypto/signatures.js';
import { AppError } from '../../errors.js';

/** What an upload link is for; part of the signature so a link for one purpose never works for another. */
export type UploadPurpose = 'profile-pic';

interface LinkParts {
  purpose: UploadPurpose;
  userId: number;
  /** Unix seconds. */
  exp: number;
}

// The "upload" prefix keeps these signatures apart from the blob store's (adapters/blobs/signing.ts),
// which are made with the same secret.
const signature = (secret: string, parts: LinkParts) =>
  signFields(secret, ['upload', parts.purpose, parts.userId, parts.exp]);

/** An expiring link on this app to which the browser PUTs the file; the signature covers user, purpose and expiry. */
export function signUploadLink(options: { secret: string; parts: LinkParts }): string {
  const { parts } = options;
  const query = new URLSearchParams({ exp: String(parts.exp), sig: signature(options.secret, parts) });
  return `/api/uploads/${parts.purpose}/${parts.userId}?${query}`;
}

/** 403 unless the signature is ours, for this purpose and user, and not expired. */
export function checkUploadLink(secret: string, parts: LinkParts, sig: unknown, now = Date.now()): void {
  const valid =
    typeof sig === 'string' &&
    Number.isSafeInteger(parts.userId) &&
    Number.isSafeInteger(parts.exp) &&
    parts.exp * 1000 >= now &&
    sameSignature(signature(secret, parts), sig);
  if (!valid) {
    throw new AppError('FORBIDDEN', 'This upload link is invalid or has expired', ['sig: is invalid or expired']);
  }
}
