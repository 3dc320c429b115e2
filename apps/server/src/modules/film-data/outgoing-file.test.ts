import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { tiff16Buffer } from '../scans/test-tiff.js';
import type { FilmData } from './film-data.js';
import { jpegWithFilmData, type OutgoingFrame } from './jpeg-with-film-data.js';
import { combineOrientation } from './orientation.js';
import { outgoingBytes, outgoingParts, type StoredFile } from './outgoing-file.js';

const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-outgoing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const film: FilmData = {
  brand: 'Kodak',
  model: 'Portra 400',
  iso: 400,
  format: '35mm',
  process: 'C-41',
  pushPull: null,
  lab: 'Film Lab',
  date: new Date('2026-07-01T12:00:00Z'),
  rollId: 7,
  frame: 3,
  locations: [],
  tags: [],
  description: '',
};

const frame = (changes: Partial<OutgoingFrame> = {}): OutgoingFrame => ({
  film,
  rotation: 0,
  timeZone: 'America/New_York',
  keepScannerExif: true,
  ...changes,
});

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The compressed image data: every byte from the first start-of-scan marker on. */
function imageData(jpeg: Buffer): string {
  let pos = 2;
  while (jpeg[pos + 1] !== 0xda) pos += 2 + jpeg.readUInt16BE(pos + 2);
  return createHash('sha256').update(jpeg.subarray(pos)).digest('hex');
}

let written = 0;
/** ExifTool's reading of files (one run for all of them), as JSON, numbers as numbers. */
function exiftool(files: Buffer[], ...args: string[]): Array<Record<string, unknown>> {
  const paths = files.map((bytes) => {
    const file = path.join(dir, `file-${written++}`);
    writeFileSync(file, bytes);
    return file;
  });
  return JSON.parse(execFileSync('exiftool', ['-j', '-n', ...args, ...paths], { encoding: 'utf8' })) as Array<
    Record<string, unknown>
  >;
}

/** A picture no turn or mirror leaves unchanged: a red square top-left on grey, a blue bar on the right. */
const asymmetric = (options: { orientation?: number; exif?: Record<string, Record<string, string>> } = {}) => {
  let image = sharp({ create: { width: 48, height: 32, channels: 3, background: '#777' } }).composite([
    { input: { create: { width: 12, height: 12, channels: 3, background: '#f00' } }, left: 0, top: 0 },
    { input: { create: { width: 6, height: 32, channels: 3, background: '#00f' } }, left: 42, top: 0 },
  ]);
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 95 }).toBuffer();
};

const pixels = async (image: Sharp) => image.raw().toBuffer({ resolveWithObject: true });

/** A StoredFile over bytes in memory. */
function memoryFile(bytes: Buffer, contentType: string): StoredFile {
  return {
    key: 'memory',
    contentType,
    size: async () => bytes.length,
    open: async () =>
      (async function* () {
        for (let i = 0; i < bytes.length; i += 1000) yield bytes.subarray(i, i + 1000);
      })(),
    read: async (start, end) => bytes.subarray(start, end + 1),
    whole: async () => bytes,
  };
}

describe("a JPEG leaving the lab with the member's rotation", () => {
  it('combines every original orientation with every rotation into one Orientation, image data untouched', async () => {
    const cases: Array<{ orientation: number; rotation: number; out: Buffer; input: Buffer }> = [];
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const input = await asymmetric({ orientation });
      for (const rotation of [0, 90, 180, 270]) {
        const out = await collect(jpegWithFilmData([input], frame({ rotation })));
        cases.push({ orientation, rotation, out, input });
      }
    }
    const read = exiftool(
      cases.map((c) => c.out),
      '-Orientation',
    );
    for (const [i, { orientation, rotation, out, input }] of cases.entries()) {
      const label = `orientation ${orientation}, turned ${rotation}`;
      expect(imageData(out), label).toBe(imageData(input));
      expect(read[i]!.Orientation, label).toBe(combineOrientation(orientation, rotation));
      // What a viewer shows of the file is what the member sees: the derivatives' turn of the original.
      const shown = await pixels(sharp(out).autoOrient());
      const seen = await pixels(sharp(input).autoOrient().rotate(rotation));
      expect([shown.info.width, shown.info.height], label).toEqual([seen.info.width, seen.info.height]);
      expect(shown.data.equals(seen.data), label).toBe(true);
    }
  });
});

describe('the Exif a JPEG leaves with', () => {
  const scanner = {
    IFD0: { Make: 'Noritsu', Model: 'HS-1800', Software: 'EZ Controller', Artist: 'Film Lab' },
    IFD2: { DateTimeOriginal: '2026:01:15 09:30:00', ExposureTime: '1/125' },
  };

  it("passes exiftool -validate with the scanner's own tags kept under ours", async () => {
    const input = await asymmetric({ exif: scanner });
    const out = await collect(jpegWithFilmData([input], frame({ rotation: 90 })));
    const [read] = exiftool(
      [out],
      '-validate',
      '-warning',
      '-a',
      '-G1',
      '-Make',
      '-Model',
      '-Software',
      '-Artist',
      '-ISO',
    );
    expect(read).toMatchObject({
      // Errors, warnings, minor warnings.
      'ExifTool:Validate': '0 0 0',
      'IFD0:Make': 'Noritsu',
      'IFD0:Model': 'HS-1800',
      'IFD0:Artist': 'Film Lab',
      // Ours over the scanner's.
      'IFD0:Software': 'Film Lab scan',
      'ExifIFD:ISO': 400,
    });
    expect(read!['ExifTool:Warning']).toBeUndefined();
  });

  it("passes exiftool -validate without any Exif of its own, and drops the scanner's when the lab says so", async () => {
    const bare = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const withScanner = await asymmetric({ exif: scanner });
    const outs = [
      await collect(jpegWithFilmData([bare], frame())),
      await collect(jpegWithFilmData([withScanner], frame({ keepScannerExif: false }))),
    ];
    const read = exiftool(outs, '-validate', '-warning', '-a', '-Make', '-ExifImageWidth', '-XResolution');
    for (const one of read) {
      expect(one.Validate).toBe('0 0 0');
      expect(one.Warning).toBeUndefined();
    }
    expect(read[0]).toMatchObject({ ExifImageWidth: 40, XResolution: 72 });
    expect(read[1]!.Make).toBeUndefined();
  });

  it("writes dates in the lab's wall-clock time with its offset, summer and winter", async () => {
    const input = await asymmetric({ exif: scanner });
    const summer = await collect(jpegWithFilmData([input], frame()));
    const winter = await collect(
      jpegWithFilmData([input], frame({ film: { ...film, date: new Date('2026-12-01T12:00:00Z') } })),
    );
    const tokyo = await collect(jpegWithFilmData([input], frame({ timeZone: 'Asia/Tokyo' })));
    const read = exiftool(
      [summer, winter, tokyo],
      '-ModifyDate',
      '-CreateDate',
      '-DateTimeOriginal',
      '-OffsetTime',
      '-OffsetTimeOriginal',
      '-OffsetTimeDigitized',
      '-XMP:CreateDate',
    );
    expect(read[0]).toMatchObject({
      ModifyDate: '2026:07:01 08:00:00',
      CreateDate: '2026:07:01 08:00:00',
      OffsetTime: '-04:00',
      OffsetTimeDigitized: '-04:00',
      // The scanner's own date, in the lab's time then (winter).
      DateTimeOriginal: '2026:01:15 09:30:00',
      OffsetTimeOriginal: '-05:00',
    });
    expect(read[1]).toMatchObject({ ModifyDate: '2026:12:01 07:00:00', OffsetTime: '-05:00' });
    expect(read[2]).toMatchObject({ ModifyDate: '2026:07:01 21:00:00', OffsetTime: '+09:00' });
    const xmp = exiftool([summer], '-XMP:CreateDate')[0]!;
    expect(xmp.CreateDate).toBe('2026:07:01 08:00:00-04:00');
  });
});

describe('a PNG and a TIFF leaving the lab', () => {
  it('re-encodes a turned PNG losslessly, at its own bit depth, and lets an unturned one leave as stored', async () => {
    const w = 5;
    const h = 3;
    const raw = Buffer.alloc(w * h * 3 * 2);
    for (let i = 0; i < w * h * 3; i++) raw.writeUInt16BE((i * 4099) % 65536, i * 2);
    const png = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const turned = await collect(
      outgoingBytes(await outgoingParts(memoryFile(png, 'image/png'), frame({ rotation: 90 }))),
    );
    const meta = await sharp(turned).metadata();
    expect([meta.format, meta.depth, meta.width, meta.height]).toEqual(['png', 'ushort', 3, 5]);
    const expected = await sharp(png).rotate(90).raw({ depth: 'ushort' }).toBuffer();
    expect((await sharp(turned).raw({ depth: 'ushort' }).toBuffer()).equals(expected)).toBe(true);

    const unturned = await collect(outgoingBytes(await outgoingParts(memoryFile(png, 'image/png'), frame())));
    expect(unturned.equals(png)).toBe(true);
  });

  it("writes the rotation into a TIFF's Orientation, its own bytes passing through", async () => {
    const tiff = await tiff16Buffer(40, 24, 3);
    const outs = [];
    for (const rotation of [90, 180, 270]) {
      const parts = await outgoingParts(memoryFile(tiff, 'image/tiff'), frame({ rotation }));
      const bytes = await collect(outgoingBytes(parts));
      // Everything after the header is the stored file's, in place; the new IFD0 follows it.
      expect(bytes.subarray(8, tiff.length).equals(tiff.subarray(8))).toBe(true);
      outs.push(bytes);
    }
    const read = exiftool(outs, '-Orientation');
    expect(read.map((r) => r.Orientation)).toEqual([6, 3, 8]);
    const shown = await pixels(sharp(outs[0]!).autoOrient());
    const seen = await pixels(sharp(tiff).rotate(90));
    expect([shown.info.width, shown.info.height]).toEqual([24, 40]);
    expect(shown.data.equals(seen.data)).toBe(true);

    const unturned = await collect(outgoingBytes(await outgoingParts(memoryFile(tiff, 'image/tiff'), frame())));
    expect(unturned.equals(tiff)).toBe(true);
  });
});
