import { THUMBNAIL_MAX_SIDE_PX } from '@filmlab/domain';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { random, sceneSvg, type SceneSpec } from './photo-scenes.js';

/**
 * Film-like photographs made at seed time (nothing is downloaded): a drawn scene in the colour of a
 * film stock with grain. The hi-res JPEG is drawn once; the other files are derived from its pixels.
 */

/** How a stock renders colour: a per-channel gain and lift, saturation, and grain strength. */
export interface StockLook {
  gain: [number, number, number];
  lift: [number, number, number];
  saturation: number;
  monochrome: boolean;
  grain: number;
}

export const STOCK_LOOKS = {
  portra: { gain: [1.02, 0.98, 0.9], lift: [16, 12, 8], saturation: 0.85, monochrome: false, grain: 9 },
  ektar: { gain: [1.1, 1.0, 0.95], lift: [0, 0, 4], saturation: 1.3, monochrome: false, grain: 6 },
  gold: { gain: [1.08, 1.0, 0.84], lift: [10, 6, 0], saturation: 1.08, monochrome: false, grain: 11 },
  cinestill: { gain: [0.9, 0.98, 1.12], lift: [6, 8, 16], saturation: 1.05, monochrome: false, grain: 13 },
  hp5: { gain: [1.15, 1.15, 1.15], lift: [-8, -8, -8], saturation: 1, monochrome: true, grain: 20 },
} satisfies Record<string, StockLook>;

export interface PhotoSpec extends SceneSpec {
  width: number;
  height: number;
  look: StockLook;
}

export interface RenderedPhoto {
  width: number;
  height: number;
  hiRes: Buffer;
  midRes: Buffer;
  midResOptimized: Buffer;
  thumbnail: Buffer;
  /** The grid's placeholder (thumbhash, base64), as uploaded scans get. */
  thumbhash: string;
}

export const MID_RES_WIDTH = 1200;

type Matrix = [[number, number, number], [number, number, number], [number, number, number]];

/** Gain and saturation as one 3x3 matrix (saturation mixes each channel with luminance). */
function colourMatrix(look: StockLook): Matrix {
  const luma = [0.2126, 0.7152, 0.0722] as const;
  const sat = look.monochrome ? 0 : look.saturation;
  const row = (channel: 0 | 1 | 2): [number, number, number] => [
    look.gain[channel] * ((1 - sat) * luma[0] + (channel === 0 ? sat : 0)),
    look.gain[channel] * ((1 - sat) * luma[1] + (channel === 1 ? sat : 0)),
    look.gain[channel] * ((1 - sat) * luma[2] + (channel === 2 ? sat : 0)),
  ];
  return [row(0), row(1), row(2)];
}

/**
 * The stock's colour applied to the drawing's colours rather than to its pixels: the transform is
 * affine and the scene is flat fills, gradients and opacity, so the result is the same and costs nothing.
 */
export function toneSvg(svg: string, look: StockLook): string {
  const m = colourMatrix(look);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return svg.replace(/#([0-9a-f]{6})\b/gi, (_match, hex: string) => {
    const c = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const out = m.map((r, i) => clamp(r[0] * c[0] + r[1] * c[1] + r[2] * c[2] + look.lift[i as 0 | 1 | 2]));
    return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  });
}

let noiseTable: Int8Array | undefined;

/** Roughly gaussian noise (a sum of four uniforms), made once and read at a per-frame offset. */
function noise(): Int8Array {
  if (!noiseTable) {
    const rand = random(0x5eed);
    noiseTable = new Int8Array(1 << 20);
    for (let i = 0; i < noiseTable.length; i++) {
      const u = rand() + rand() + rand() + rand() - 2;
      noiseTable[i] = Math.max(-127, Math.min(127, Math.round(u * 64)));
    }
  }
  return noiseTable;
}

/** Luminance grain, strongest in the midtones as on a negative, added in place to RGB pixels. */
export function addGrain(rgb: Buffer, strength: number, seed: number): void {
  const pixels = new Uint8ClampedArray(rgb.buffer, rgb.byteOffset, rgb.length);
  const table = noise();
  // Integer weights (x256) by luminance keep the loop in small-integer arithmetic.
  const weight = new Int32Array(256);
  for (let v = 0; v < 256; v++)
    weight[v] = Math.round(256 * (strength / 64) * (0.35 + 0.65 * (1 - Math.abs(v - 128) / 128)));
  const mask = table.length - 1;
  let j = (seed * 7919) & mask;
  const end = pixels.length - 2;
  for (let o = 0; o < end; o += 3) {
    // A stride coprime with the table size walks every entry before repeating.
    j = (j + 104729) & mask;
    const r = pixels[o]!;
    const g = pixels[o + 1]!;
    const b = pixels[o + 2]!;
    const k = (table[j]! * weight[(r + g + g + b) >> 2]!) >> 8;
    pixels[o] = r + k;
    pixels[o + 1] = g + k;
    pixels[o + 2] = b + k;
  }
}

/** Draws one frame at hi-res once and derives the mid-res, optimized and thumbnail files from its pixels. */
export async function renderPhoto(spec: PhotoSpec): Promise<RenderedPhoto> {
  const { width, height, look } = spec;
  const svg = toneSvg(sceneSvg(spec, width, height), look);
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  addGrain(pixels, look.grain, spec.seed);
  const fullRaw = { raw: { width, height, channels: 3 as const } };
  const midHeight = Math.round((height * MID_RES_WIDTH) / width);
  const mid = await sharp(pixels, fullRaw).resize(MID_RES_WIDTH, midHeight).raw().toBuffer();
  const midRaw = { raw: { width: MID_RES_WIDTH, height: midHeight, channels: 3 as const } };
  const [hiRes, midRes, midResOptimized, thumbnail, placeholder] = await Promise.all([
    sharp(pixels, fullRaw).jpeg({ quality: 88 }).toBuffer(),
    sharp(mid, midRaw).webp({ quality: 82, effort: 0 }).toBuffer(),
    sharp(mid, midRaw).webp({ quality: 60, effort: 0 }).toBuffer(),
    sharp(mid, midRaw)
      .resize(THUMBNAIL_MAX_SIDE_PX, THUMBNAIL_MAX_SIDE_PX, { fit: 'inside' })
      .webp({ quality: 70 })
      .toBuffer(),
    sharp(mid, midRaw).resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]);
  const thumbhash = Buffer.from(
    rgbaToThumbHash(placeholder.info.width, placeholder.info.height, placeholder.data),
  ).toString('base64');
  return { width, height, hiRes, midRes, midResOptimized, thumbnail, thumbhash };
}
