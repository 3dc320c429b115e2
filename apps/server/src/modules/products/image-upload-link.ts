import type { CatalogueImageTarget } from '@filmlab/api';
import { sameSignature, signFields } from '../../crypto/signatures.js';
import { AppError } from '../../errors.js';

interface LinkParts {
  target: CatalogueImageTarget;
  /** The product, product detail or collection the image will belong to. */
  id: number;
  /** Unix seconds. */
  exp: number;
}

// The "catalogue-image" prefix keeps these signatures apart from the blob store's and the avatar
// upload links, which are made with the same secret.
const signature = (secret: string, parts: LinkParts) =>
  signFields(secret, ['catalogue-image', parts.target, parts.id, parts.exp]);

/** An expiring link on this app to which the browser PUTs the image; the signature covers owner and expiry. */
export function signImageUploadLink(options: { secret: string; parts: LinkParts }): string {
  const { parts } = options;
  const query = new URLSearchParams({ exp: String(parts.exp), sig: signature(options.secret, parts) });
  return `/api/uploads/catalogue-images/${parts.target}/${parts.id}?${query}`;
}

/** 403 unless the signature is ours, for this owner, and not expired. */
export function checkImageUploadLink(secret: string, parts: LinkParts, sig: unknown, now = Date.now()): void {
  const valid =
    typeof sig === 'string' &&
    Number.isSafeInteger(parts.id) &&
    Number.isSafeInteger(parts.exp) &&
    parts.exp * 1000 >= now &&
    sameSignature(signature(secret, parts), sig);
  if (!valid) {
    throw new AppError('FORBIDDEN', 'This upload link is invalid or has expired', ['sig: is invalid or expired']);
  }
}
