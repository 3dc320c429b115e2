import type { ScanFileType } from '@filmlab/domain';

/**
 * JPEG, PNG or TIFF by the file's first bytes; the name and declared type prove nothing.
 * TIFF is "II*\0" (little-endian) or "MM\0*" (big-endian); BigTIFF uses 43 instead of 42.
 */
export function sniffScanType(head: Uint8Array): ScanFileType | null {
  const starts = (...bytes: number[]) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  if (starts(0x49, 0x49, 0x2b, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2b)) return 'image/tiff';
  return null;
}

/** sharp's name for each format. */
export const sharpFormatOf: Record<ScanFileType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/tiff': 'tiff',
};

export const extensionOf: Record<ScanFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/tiff': 'tif',
};
