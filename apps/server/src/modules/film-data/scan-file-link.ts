import { sameSignature, signFields } from '../../crypto/signatures.js';
import { AppError } from '../../errors.js';

const signature = (secret: string, scanId: number, exp: number) => signFields(secret, ['scan-file', scanId, exp]);

/**
 * A relative, expiring link to a frame's full-size file with its film data written in. The browser
 * downloads it with a plain navigation; the signature stands for the check already made.
 */
export function signScanFileLink(
  secret: string,
  scanId: number,
  fileName: string,
  expiresInSeconds: number,
  now = Date.now(),
): string {
  const exp = Math.floor(now / 1000) + expiresInSeconds;
  const query = new URLSearchParams({ exp: String(exp), sig: signature(secret, scanId, exp) });
  return `/api/scan-files/${scanId}/${encodeURIComponent(fileName)}?${query}`;
}

export function checkScanFileLink(secret: string, scanId: number, exp: number, sig: string, now = Date.now()) {
  if (!Number.isSafeInteger(exp) || exp * 1000 < now || !sameSignature(signature(secret, scanId, exp), sig)) {
    throw new AppError('FORBIDDEN', 'This link is invalid or has expired', ['sig: is invalid or expired']);
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "ilford-hp5-plus-frame-03.jpg". */
export function scanFileName(film: { brand: string; model: string } | undefined, frame: number, contentType: string) {
  const extension = contentType === 'image/png' ? 'png' : contentType === 'image/tiff' ? 'tif' : 'jpg';
  const name = slug(`${film?.brand ?? ''} ${film?.model ?? ''}`);
  return `${name ? `${name}-` : ''}frame-${String(frame).padStart(2, '0')}.${extension}`;
}
