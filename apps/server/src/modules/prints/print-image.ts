// The image work of prints, all with sharp: the print-ready JPEG of a draft, its preview, and the
// print file of a job (the crop at full resolution, at the size's pixel dimensions).
import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRINT_DPI } from '@filmlab/domain';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';

/** Pixels sharp may decode for one print file (sharp's own default): a larger file is refused. */
export const MAX_PRINT_PIXELS = 268_402_689;
export const PRINT_JPEG_QUALITY = 95;
/**
 * How a print file is written: quality 95, no chroma subsampling, and Huffman tables left standard.
 * Optimised tables (sharp's default) make libjpeg keep every DCT coefficient of the image until the
 * end, about 1.2 GB for a 100-megapixel print, for a file a few per cent smaller; written in one pass,
 * the conversion streams in about 100 MB, as the `vips` command line does by default.
 */
export const PRINT_JPEG_OPTIONS = {
  quality: PRINT_JPEG_QUALITY,
  chromaSubsampling: '4:4:4',
  optimiseCoding: false,
} as const;
const PREVIEW_SIDE = 1200;

export type ColourProfile = 'kept' | 'srgb';

/**
 * A print file says it is 300 pixels to the inch (its Exif X/YResolution; libvips writes no JFIF
 * segment beside Exif), so a 16x20 opens as 16 x 20 inches in any editor or RIP, not at the 72 dpi
 * a file without it defaults to. The source's other Exif fields go along.
 */
export const atPrintDensity = (image: Sharp): Sharp => image.withDensity(PRINT_DPI);

/**
 * The file turned upright: its EXIF orientation first, then the member's own turn of the frame
 * (clockwise degrees, as stored on the scan), so paper shows what the library shows.
 */
export const upright = (image: Sharp, rotation = 0): Sharp => image.autoOrient().rotate(rotation);

/** Width and height once the EXIF orientation and the member's rotation are applied. */
export function uprightSize(meta: Metadata, rotation = 0) {
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return rotation % 180 === 0 ? oriented : { width: oriented.height, height: oriented.width };
}

export const openImage = (file: string) =>
  sharp(file, { limitInputPixels: MAX_PRINT_PIXELS, failOn: 'error', sequentialRead: true });

/**
 * A file's own colour profile goes with it (its pixels stay in that space); a file without one is
 * sRGB by convention, and gets the sRGB profile written in. Never a JPEG without a profile.
 */
export function withProfile(image: Sharp, hasProfile: boolean): Sharp {
  return hasProfile ? image.keepIccProfile() : image.withIccProfile('srgb');
}

export async function tempFile(ext: string) {
  const dir = path.join(tmpdir(), 'filmlab-prints');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(12).toString('hex')}${ext}`);
  return { path: file, remove: () => rm(file, { force: true }) };
}

/** Stores a local file in the blob store, streamed when the store can take a stream. */
export async function storeFile(blobs: BlobStore, key: string, file: string, contentType: string) {
  if (blobs.putStream) {
    await blobs.putStream(key, createReadStream(file), { contentType, maxBytes: Number.MAX_SAFE_INTEGER });
  } else {
    await blobs.put(key, await readFile(file), contentType);
  }
}

/**
 * The print-ready JPEG of a source file (JPEG, PNG or TIFF, 8 or 16 bits): turned upright (and by
 * the member's rotation when the file is a hosted frame), 8 bits, quality 95, 300 ppi, the profile
 * kept (or sRGB written in). Answers its size and which profile it has.
 */
export async function makePrintJpeg(source: string, out: string, hasProfile: boolean, rotation = 0) {
  const image = atPrintDensity(upright(openImage(source), rotation));
  const info = await withProfile(image, hasProfile).jpeg(PRINT_JPEG_OPTIONS).toFile(out);
  return { width: info.width, height: info.height, profile: (hasProfile ? 'kept' : 'srgb') as ColourProfile };
}

/** A small sRGB JPEG for the crop preview. */
export function makePreview(jpeg: string, out: string) {
  return openImage(jpeg)
    .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })
    .withIccProfile('srgb')
    .jpeg({ quality: 80 })
    .toFile(out);
}
