// An image's type by its first bytes; a file's name and declared content type prove nothing. One
// reader for every upload (scans, prints, avatars, shop images); each caller says which it takes.

export type ImageType = 'image/jpeg' | 'image/png' | 'image/tiff' | 'image/webp';

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

/**
 * JPEG, PNG, TIFF or WebP, or null. TIFF is "II*\0" (little-endian) or "MM\0*" (big-endian);
 * BigTIFF has 43 for 42. WebP is a RIFF file whose form is "WEBP".
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (startsWith(head, [0x49, 0x49, 0x2b, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2b])) return 'image/tiff';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The file's type when it is one of `accepted`, else null. */
export function sniffImageOf<T extends ImageType>(head: Uint8Array, accepted: readonly T[]): T | null {
  const type = sniffImageType(head);
  return type !== null && (accepted as readonly ImageType[]).includes(type) ? (type as T) : null;
}
