import { sameSignature, signFields } from '../../crypto/signatures.js';
import { AppError } from '../../errors.js';

/** A contact sheet link is good for five minutes: long enough to start the download. */
export const CONTACT_SHEET_LINK_SECONDS = 5 * 60;

const signature = (secret: string, rollId: number, exp: number) => signFields(secret, ['contact-sheet', rollId, exp]);

/**
 * A relative, expiring link to a roll's contact sheet PDF. The browser downloads it with a plain
 * navigation (streamed to disk, no token needed); the signature stands for the check already made.
 */
export function signContactSheetLink(secret: string, rollId: number, now = Date.now()) {
  const exp = Math.floor(now / 1000) + CONTACT_SHEET_LINK_SECONDS;
  const query = new URLSearchParams({ exp: String(exp), sig: signature(secret, rollId, exp) });
  return { url: `/api/contact-sheets/${rollId}.pdf?${query}`, expiresAt: new Date(exp * 1000).toISOString() };
}

export function checkContactSheetLink(secret: string, rollId: number, exp: number, sig: string, now = Date.now()) {
  if (!Number.isSafeInteger(exp) || exp * 1000 < now || !sameSignature(signature(secret, rollId, exp), sig)) {
    throw new AppError('FORBIDDEN', 'This link is invalid or has expired', ['sig: is invalid or expired']);
  }
}
