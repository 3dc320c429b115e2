import { THUMBNAIL_MAX_SIDE_PX } from '@filmlab/domain';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** The screen-sized copies: longest side in pixels, and the encoders' settings (bench/ uses them too). */
export const DERIVATIVE_SETTINGS = {
  midRes: { maxSide: 1440, jpegQuality: 85 },
  midResOptimized: { webpQuality: 75, webpEffort: 2 },
  thumbnail: { maxSide: THUMBNAIL_MAX_SIDE_PX, webpQuality: 70 },
  /** thumbhash works on at most 100 x 100 pixels. */
  placeholder: { maxSide: 100 },
} as const;

/** sharp's own default pixel limit, named: about 16384 x 16384. */
export const MAX_INPUT_PIXELS = 268_402_689;

export interface Derivatives {
  midRes: Buffer;
  midResOptimized: Buffer;
  thumbnail: Buffer;
  /** thumbhash, base64. */
  thumbhash: string;
  /** Size of the mid-res, as shown (after rotation). */
  width: number;
  height: number;
}

/**
 * Makes a scan's derivatives from its hi-res file on disk. The file is decoded once, shrunk while
 * it loads (JPEG's shrink-on-load) straight to the mid-res size, turned by its EXIF orientation and
 * the member's rotation, and brought to 8-bit sRGB (16-bit TIFF, greyscale, CMYK); every other
 * file is made from those pixels, side by side on sharp's thread pool.
 */
export async function makeDerivatives(input: string, options: { rotation: number }): Promise<Derivatives> {
  const { midRes, midResOptimized, thumbnail, placeholder } = DERIVATIVE_SETTINGS;
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
    .autoOrient()
    .rotate(options.rotation)
    .resize(midRes.maxSide, midRes.maxSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const pixels = () => sharp(data, raw);
  const [mid, optimized, thumb, hash] = await Promise.all([
    pixels().jpeg({ quality: midRes.jpegQuality }).toBuffer(),
    pixels().webp({ quality: midResOptimized.webpQuality, effort: midResOptimized.webpEffort }).toBuffer(),
    pixels()
      .resize(thumbnail.maxSide, thumbnail.maxSide, { fit: 'inside' })
      .webp({ quality: thumbnail.webpQuality })
      .toBuffer(),
    pixels()
      .resize(placeholder.maxSide, placeholder.maxSide, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  const thumbhash = Buffer.from(rgbaToThumbHash(hash.info.width, hash.info.height, hash.data)).toString('base64');
  return {
    midRes: mid,
    midResOptimized: optimized,
    thumbnail: thumb,
    thumbhash,
    width: info.width,
    height: info.height,
  };
}
