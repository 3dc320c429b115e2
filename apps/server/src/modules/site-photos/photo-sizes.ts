// A hero photograph's sizes: cropped to 3:2 (sharp's attention strategy keeps the busiest part),
// turned upright by its EXIF orientation, brought to 8-bit sRGB through its own colour profile, and
// made in AVIF and WebP at the scenes' widths (none larger than the picture sent).
import { SITE_PHOTO_FORMATS, SITE_PHOTO_MIN_WIDTH, SITE_PHOTO_WIDTHS, type SitePhotoFormat } from '@filmlab/domain';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { AppError } from '../../errors.js';

/** A decompression bomb's guard: a small file that would decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 120_000_000;
const READABLE = new Set(['jpeg', 'png', 'webp', 'tiff', 'heif']);
export const ASPECT = 3 / 2;

export interface PhotoFile {
  width: number;
  format: SitePhotoFormat;
  data: Buffer;
}
export interface PhotoSizes {
  files: PhotoFile[];
  width: number;
  height: number;
  widths: number[];
}

const notAPicture = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Choose a JPEG, PNG, WebP, TIFF or AVIF picture', [
    'file: must be a JPEG, PNG, WebP, TIFF or AVIF picture',
  ]);
// sharp's libvips reads HEIF files coded in AV1 (AVIF) only: a phone's HEIC (HEVC) is named as such.
const heic = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'HEIC pictures cannot be read here: export it as JPEG first', [
    'file: is a HEIC picture, which cannot be read here; export it as JPEG first',
  ]);

/** The width and height of the largest 3:2 crop of a picture `width` x `height`. */
export function cropOf(width: number, height: number): { width: number; height: number } {
  return width / height > ASPECT
    ? { width: Math.floor(height * ASPECT), height }
    : { width, height: Math.floor(width / ASPECT) };
}

/**
 * The crop at `width`, as 8-bit sRGB pixels. sharp converts an 8-bit tagged file as it reads it; a
 * tagged 16-bit one it would only scale into its 16-bit working space (colours dulled), so that one is
 * read with its profile aside and converted from it at 16 bits, then rounded once (as scans do).
 */
async function srgbPixels(data: Buffer, width: number, height: number, wide: boolean) {
  const open = (options: SharpOptions = {}) =>
    sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...options })
      .autoOrient()
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' });
  if (!wide) return open().toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const { data: samples16, info } = await open({ ignoreIcc: true })
    .toColourspace('rgb16')
    .withIccProfile('srgb')
    .raw({ depth: 'ushort' })
    .toBuffer({ resolveWithObject: true });
  const samples = new Uint16Array(samples16.buffer, samples16.byteOffset, samples16.length / 2);
  return sharp(samples, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

export async function makePhotoSizes(data: Buffer): Promise<PhotoSizes> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw notAPicture();
  }
  if (meta.format === 'heif' && meta.compression === 'hevc') throw heic();
  if (!meta.format || !READABLE.has(meta.format)) throw notAPicture();
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const crop = cropOf(upright.width, upright.height);
  if (crop.width < SITE_PHOTO_MIN_WIDTH) {
    throw new AppError('BAD_REQUEST', `The picture must be at least ${SITE_PHOTO_MIN_WIDTH} pixels wide`, [
      `file: is ${crop.width} px wide once cropped to 3:2; must be at least ${SITE_PHOTO_MIN_WIDTH} px`,
    ]);
  }
  const widths = SITE_PHOTO_WIDTHS.filter((width) => width <= crop.width);
  const width = widths[widths.length - 1]!;
  const height = Math.round(width / ASPECT);
  const wide = Boolean(meta.hasProfile) && (meta.space === 'rgb16' || meta.depth === 'ushort');
  let pixels: Awaited<ReturnType<typeof srgbPixels>>;
  try {
    pixels = await srgbPixels(data, width, height, wide);
  } catch {
    throw notAPicture();
  }
  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const encode = (size: number, format: SitePhotoFormat) => {
    const image = sharp(pixels.data, raw)
      .resize(size, Math.round(size / ASPECT))
      .withIccProfile('srgb');
    return (format === 'avif' ? image.avif({ quality: 55, effort: 2 }) : image.webp({ quality: 80 })).toBuffer();
  };
  const jobs = widths.flatMap((size) => SITE_PHOTO_FORMATS.map((format) => ({ width: size, format })));
  const files = await Promise.all(jobs.map(async (job) => ({ ...job, data: await encode(job.width, job.format) })));
  return { files, width, height, widths: [...widths] };
}
