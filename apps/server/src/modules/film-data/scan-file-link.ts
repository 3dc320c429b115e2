import { sameSignature, signFields } from '../../crypto/signatures.js';
import { AppError } from '../../errors.js';

/**
 * What the file carries: everything (the member's own link), or the film data alone (a visitor's,
 * from a share that did not include the member's details). Signed with the link, so a visitor
 * cannot widen it.
 */
export type ScanFileScope = 'full' | 'film';

const signature = (secret: string, scanId: number, exp: number, scope: ScanFileScope) =>
  signFields(secret, scope === 'full' ? ['scan-file', scanId, exp] : ['scan-file', scanId, exp, scope]);

/**
 * A relative, expiring link to a frame's full-size file with its film data written in. The browser
 * downloads it with a plain navigation; the signature stands for the check already made.
 */
export function signScanFileLink(
  secret: string,
  scanId: number,
  fileName: string,
  expiresInSeconds: number,
  scope: ScanFileScope = 'full',
  now = Date.now(),
): string {
  const exp = Math.floor(now / 1000) + expiresInSeconds;
  const query = new URLSearchParams({
    exp: String(exp),
    ...(scope === 'full' ? {} : { only: scope }),
    sig: signature(secret, scanId, exp, scope),
  });
  return `/api/scan-files/${scanId}/${encodeURIComponent(fileName)}?${query}`;
}

export function checkScanFileLink(
  secret: string,
  link: { scanId: number; exp: number; sig: string; scope: ScanFileScope },
  now = Date.now(),
) {
  const { scanId, exp, sig, scope } = link;
  if (!Number.isSafeInteger(exp) || exp * 1000 < now || !sameSignature(signature(secret, scanId, exp, scope), sig)) {
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
