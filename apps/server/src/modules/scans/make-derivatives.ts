import { MID_RES_MAX_SIDE_PX, THUMBNAIL_MAX_SIDE_PX } from '@filmlab/domain';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** The screen-sized copies: longest side in pixels, and the encoders' settings (bench/ uses them too). */
export const DERIVATIVE_SETTINGS = {
  midRes: { maxSide: MID_RES_MAX_SIDE_PX, jpegQuality: 85 },
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

/** The frame's pixels as shown: upright, turned by the member, at the mid-res size, white under any alpha. */
function shownFrame(image: Sharp, rotation: number): Sharp {
  return image
    .autoOrient()
    .rotate(rotation)
    .resize(DERIVATIVE_SETTINGS.midRes.maxSide, DERIVATIVE_SETTINGS.midRes.maxSide, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' });
}

/**
 * The frame as 8-bit sRGB pixels, converted through the file's own colour profile (none: sRGB). sharp
 * does this itself as it reads 8-bit files, and CMYK ones. A tagged 16-bit RGB file it converts to
 * 16-bit Display P3, its working space for 16 bits, which `toColourspace('srgb')` then only scales to
 * 8 bits without converting (every colour dulled); a tagged 16-bit grey file it does not convert at
 * all. Those two are read with their profile left aside and converted from it to sRGB at the end,
 * still at 16 bits, so the one rounding to 8 bits comes after the conversion.
 */
async function srgbPixels(input: string, rotation: number) {
  const open = (options: SharpOptions = {}) =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true, ...options });
  const { hasProfile, space } = await open().metadata();
  if (!hasProfile || (space !== 'rgb16' && space !== 'grey16')) {
    return shownFrame(open(), rotation)
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  }
  const wide = await shownFrame(open({ ignoreIcc: true }), rotation)
    .toColourspace(space)
    .withIccProfile('srgb')
    .raw({ depth: 'ushort' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = wide.info;
  const samples = new Uint16Array(wide.data.buffer, wide.data.byteOffset, wide.data.length / 2);
  return sharp(samples, { raw: { width, height, channels } })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Makes a scan's derivatives from its hi-res file on disk. The file is decoded once, shrunk while
 * it loads (JPEG's shrink-on-load) straight to the mid-res size, turned by its EXIF orientation and
 * the member's rotation, and brought to 8-bit sRGB through its own colour profile; every other
 * file is made from those pixels, side by side on sharp's thread pool. Each file carries the (small)
 * sRGB profile, so a browser that colour-manages only tagged images shows it right too.
 */
export async function makeDerivatives(input: string, options: { rotation: number }): Promise<Derivatives> {
  const { midRes, midResOptimized, thumbnail, placeholder } = DERIVATIVE_SETTINGS;
  const { data, info } = await srgbPixels(input, options.rotation);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const pixels = () => sharp(data, raw);
  const tagged = () => pixels().withIccProfile('srgb');
  const [mid, optimized, thumb, hash] = await Promise.all([
    tagged().jpeg({ quality: midRes.jpegQuality }).toBuffer(),
    tagged().webp({ quality: midResOptimized.webpQuality, effort: midResOptimized.webpEffort }).toBuffer(),
    tagged()
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
