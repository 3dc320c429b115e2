export type CatalogueImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

/** JPEG, PNG or WebP by the file's first bytes; the name and declared content type prove nothing. */
export function sniffCatalogueImageType(data: Buffer): CatalogueImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
