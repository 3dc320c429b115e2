import { sameSignature, signFields } from '../../crypto/signatures.js';
import { AppError } from '../../errors.js';

/**
 * What the file carries: everything (the member's own link), or the film data alone (a visitor's,
 * from a share that did not include the member's details). Signed with the link, so a visitor
 * cannot widen it.
 */
export type ScanFileScope = 'full' | 'film';

/** Which of the frame's files: the hi-res as uploaded, or its unlocked 16-bit TIFF master. */
export type ScanFileKind = 'hi-res' | 'tiff';

interface LinkFacts {
  scanId: number;
  /** The name in the link's path, signed so a link cannot be renamed (to .html, or another frame's name). */
  fileName: string;
  exp: number;
  scope: ScanFileScope;
  file: ScanFileKind;
}

const signature = (secret: string, link: LinkFacts) =>
  signFields(secret, [
    'scan-file',
    link.scanId,
    link.fileName,
    link.exp,
    ...(link.scope === 'full' ? [] : [link.scope]),
    ...(link.file === 'hi-res' ? [] : [link.file]),
  ]);

/**
 * A relative, expiring link to one of a frame's full-size files, turned as the member turned it and,
 * for a JPEG, with its film data written in. The browser downloads it with a plain navigation; the
 * signature stands for the check already made.
 */
export function signScanFileLink(
  secret: string,
  scanId: number,
  fileName: string,
  expiresInSeconds: number,
  options: { scope?: ScanFileScope; file?: ScanFileKind; now?: number } = {},
): string {
  const { scope = 'full', file = 'hi-res', now = Date.now() } = options;
  const exp = Math.floor(now / 1000) + expiresInSeconds;
  const query = new URLSearchParams({
    exp: String(exp),
    ...(scope === 'full' ? {} : { only: scope }),
    ...(file === 'hi-res' ? {} : { file }),
    sig: signature(secret, { scanId, fileName, exp, scope, file }),
  });
  return `/api/scan-files/${scanId}/${encodeURIComponent(fileName)}?${query}`;
}

export function checkScanFileLink(secret: string, link: LinkFacts & { sig: string }, now = Date.now()) {
  const { exp, sig } = link;
  if (!Number.isSafeInteger(exp) || exp * 1000 < now || !sameSignature(signature(secret, link), sig)) {
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
