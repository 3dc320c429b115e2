// Test support for colour: a chart of saturated and neutral patches written as a scanner would (JPEG,
// PNG or TIFF, 8 or 16 bits, with a colour profile or without), the reference rendering of a file in sRGB
// by the `vips` command line (Debian's libvips-tools), and the CIEDE2000 difference of two renderings.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import Color from 'colorjs.io';
import sharp from 'sharp';
import { ADOBE_RGB, PROPHOTO_RGB, greyProfile, rgbProfile } from './test-icc.js';

const run = promisify(execFile);

type Rgb = readonly [number, number, number];

/** Patches as the file's own values (0 to 1 in its colour space): saturated, mid, skin, dark and neutral. */
export const CHART_PATCHES: readonly Rgb[] = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
  [0, 1, 1],
  [1, 0, 1],
  [1, 1, 0],
  [1, 0.1, 0.1],
  [0.9, 0.6, 0.2],
  [0.2, 0.5, 0.9],
  [0.5, 0.8, 0.3],
  [0.8, 0.3, 0.6],
  [0.3, 0.3, 0.8],
  [0.76, 0.58, 0.47],
  [0.45, 0.32, 0.25],
  [0.1, 0.05, 0.02],
  [0.05, 0.1, 0.2],
  [0, 0, 0],
  [0.05, 0.05, 0.05],
  [0.18, 0.18, 0.18],
  [0.35, 0.35, 0.35],
  [0.5, 0.5, 0.5],
  [0.7, 0.7, 0.7],
  [0.9, 0.9, 0.9],
  [1, 1, 1],
];
export const CHART_COLUMNS = 6;
const ROWS = Math.ceil(CHART_PATCHES.length / CHART_COLUMNS);

export type ChartProfile = 'sRGB' | 'Adobe RGB' | 'Display P3' | 'ProPhoto' | 'grey' | 'none';

export interface ChartKind {
  format: 'jpeg' | 'png' | 'tiff';
  depth: 8 | 16;
  profile: ChartProfile;
}

export const chartName = (kind: ChartKind) => `${kind.format} ${kind.depth}-bit ${kind.profile}`;

/** Every kind of file the lab receives: JPEG is 8-bit only; grey files carry a gamma 1.8 grey profile (sRGB'''s curve is near 2.2: 1.8 shows a grey file taken for sRGB). */
export const CHART_KINDS: ChartKind[] = (['jpeg', 'png', 'tiff'] as const).flatMap((format) =>
  (format === 'jpeg' ? ([8] as const) : ([8, 16] as const)).flatMap((depth) =>
    (['sRGB', 'Adobe RGB', 'Display P3', 'ProPhoto', 'grey', 'none'] as const).map((profile) => ({
      format,
      depth,
      profile,
    })),
  ),
);

/** Where the profile comes from: libvips' built-in ones by name, the others written to `dir`. */
async function profileFile(dir: string, profile: ChartProfile): Promise<string | null> {
  const written = async (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return file;
  };
  switch (profile) {
    case 'sRGB':
      return 'srgb';
    case 'Display P3':
      return 'p3';
    case 'Adobe RGB':
      return written('adobe-rgb.icc', rgbProfile(ADOBE_RGB));
    case 'ProPhoto':
      return written('prophoto.icc', rgbProfile(PROPHOTO_RGB));
    case 'grey':
      return written('grey-1.8.icc', greyProfile(1.8));
    case 'none':
      return null;
  }
}

/** A binary PPM (or PGM for grey) of the chart, the simplest file `vips` reads at 8 or 16 bits. */
function netpbm(side: number, depth: 8 | 16, grey: boolean): Buffer {
  const bands = grey ? 1 : 3;
  const bytes = depth / 8;
  const max = depth === 8 ? 255 : 65535;
  const width = side * CHART_COLUMNS;
  const header = Buffer.from(`${grey ? 'P5' : 'P6'}\n${width} ${side * ROWS}\n${max}\n`, 'latin1');
  const rowBytes = width * bands * bytes;
  const body = Buffer.alloc(rowBytes * side * ROWS);
  const pixel = Buffer.alloc(bands * bytes);
  for (let i = 0; i < CHART_PATCHES.length; i++) {
    const patch = CHART_PATCHES[i]!;
    const values = grey ? [(patch[0] + patch[1] + patch[2]) / 3] : patch;
    values.forEach((v, band) => {
      if (depth === 8) pixel[band] = Math.round(v * max);
      else pixel.writeUInt16BE(Math.round(v * max), band * 2);
    });
    // One row of the patch, then copies of it.
    const first = Math.floor(i / CHART_COLUMNS) * side * rowBytes + (i % CHART_COLUMNS) * side * pixel.length;
    for (let x = 0; x < side; x++) pixel.copy(body, first + x * pixel.length);
    for (let y = 1; y < side; y++) body.copy(body, first + y * rowBytes, first, first + side * pixel.length);
  }
  return Buffer.concat([header, body]);
}

/** Writes the chart as that kind of file in `dir` (patches `patchSide` pixels square) and answers its path. */
export async function writeChart(dir: string, kind: ChartKind, patchSide = 250): Promise<string> {
  const name = chartName(kind).replaceAll(' ', '-');
  const source = path.join(dir, `${name}.${kind.profile === 'grey' ? 'pgm' : 'ppm'}`);
  await writeFile(source, netpbm(patchSide, kind.depth, kind.profile === 'grey'));
  const profile = await profileFile(dir, kind.profile);
  const options = [profile ? `profile=${profile}` : null, kind.format === 'jpeg' ? 'Q=95' : null].filter(Boolean);
  const ext = { jpeg: 'jpg', png: 'png', tiff: 'tif' }[kind.format];
  const out = path.join(dir, `${name}.${ext}`);
  // `vips copy` embeds the profile without touching the pixels: the values are the profile's own.
  await run('vips', ['copy', source, `${out}${options.length ? `[${options.join(',')}]` : ''}`]);
  return out;
}

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/**
 * A file as a colour-managed browser shows it, by the reference: `vips icc_transform in out srgb
 * --embedded` (no profile: sRGB). vips has no default grey profile, so an untagged grey file is its
 * grey values as sRGB, which is what browsers assume.
 */
export async function referenceSrgb(file: string, dir: string): Promise<Pixels> {
  const out = path.join(dir, `${path.basename(file)}-reference.v`);
  const meta = await sharp(file).metadata();
  if (meta.icc || meta.channels !== 1) await run('vips', ['icc_transform', file, out, 'srgb', '--embedded']);
  else await run('vips', ['colourspace', file, out, 'srgb']);
  const { data, info } = await sharp(out, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * A derivative as a browser shows it: through its embedded profile when it has one, as sRGB when it
 * has none (sharp converts 8-bit files through their embedded profile when it reads them).
 */
export async function shownSrgb(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The mean colour of each patch, read from the middle half of the patch (away from resampled edges). */
export function patchColours(image: Pixels): Rgb[] {
  const side = image.width / CHART_COLUMNS;
  return CHART_PATCHES.map((_patch, i) => {
    const left = (i % CHART_COLUMNS) * side;
    const top = Math.floor(i / CHART_COLUMNS) * side;
    const sum = [0, 0, 0];
    let count = 0;
    for (let y = Math.ceil(top + side / 4); y < Math.floor(top + (3 * side) / 4); y++) {
      for (let x = Math.ceil(left + side / 4); x < Math.floor(left + (3 * side) / 4); x++) {
        const at = (y * image.width + x) * image.channels;
        for (let band = 0; band < 3; band++) sum[band]! += image.data[at + Math.min(band, image.channels - 1)]!;
        count++;
      }
    }
    return sum.map((v) => v / count / 255) as unknown as Rgb;
  });
}

/** The mean colour of the whole image (gamma-encoded sRGB, 0 to 1), as thumbhash averages it. */
export function meanColour(image: Pixels): Rgb {
  const sum = [0, 0, 0];
  const pixels = image.width * image.height;
  for (let p = 0; p < pixels; p++) {
    for (let band = 0; band < 3; band++)
      sum[band]! += image.data[p * image.channels + Math.min(band, image.channels - 1)]!;
  }
  return sum.map((v) => v / pixels / 255) as unknown as Rgb;
}

/** The description an ICC profile gives of itself (its `desc` tag, ICC v2 text or v4 multi-language). */
export function profileDescription(icc: Buffer): string {
  const count = icc.readUInt32BE(128);
  for (let i = 0; i < count; i++) {
    const entry = 132 + i * 12;
    if (icc.toString('latin1', entry, entry + 4) !== 'desc') continue;
    const at = icc.readUInt32BE(entry + 4);
    if (icc.toString('latin1', at, at + 4) === 'desc') {
      return icc.toString('latin1', at + 12, at + 12 + icc.readUInt32BE(at + 8) - 1);
    }
    // mluc: the first record's UTF-16BE text.
    const length = icc.readUInt32BE(at + 20);
    const start = at + icc.readUInt32BE(at + 24);
    return Buffer.from(icc.subarray(start, start + length))
      .swap16()
      .toString('utf16le');
  }
  return '';
}

/** CIEDE2000 between two sRGB colours (0 to 1). */
export function deltaE2000(a: Rgb, b: Rgb): number {
  return new Color('srgb', [...a]).deltaE2000(new Color('srgb', [...b]));
}
