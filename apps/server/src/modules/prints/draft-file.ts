// What convert-draft checks of a draft's file before anything is decoded, in the request and again in
// the conversion job (the upload link still works for a while, so the file may have been replaced).
import { MAX_PRINT_SOURCE_PIXELS } from '@filmlab/domain';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors.js';
import { maxBlobUploadBytes } from '../blobs/write-blob.js';

/** Largest file a draft may be: what one signed upload link takes. */
export const MAX_DRAFT_BYTES = maxBlobUploadBytes;

export const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a JPEG, PNG or TIFF image. Choose a photo to print.', [
    'file: must be a JPEG, PNG or TIFF image',
  ]);

export const tooLarge = (what: string) =>
  new AppError('PAYLOAD_TOO_LARGE', `This file is too large to print: ${what}.`, [`file: ${what}`]);

/**
 * Reads the header only (no pixel is decoded): a real image, no larger than the largest print at the
 * lab's resolution (so a decompression bomb is refused before any decoding), and whether it carries a
 * colour profile.
 */
export async function inspectDraftFile(file: string): Promise<{ hasProfile: boolean }> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_PRINT_SOURCE_PIXELS) {
    throw tooLarge(
      `must be at most ${Math.floor(MAX_PRINT_SOURCE_PIXELS / 1e6)} megapixels, the largest print at its resolution`,
    );
  }
  return { hasProfile: !!meta.icc };
}
