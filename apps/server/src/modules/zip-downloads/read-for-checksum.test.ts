import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FilmData } from '../film-data/film-data.js';
import { splitJpegWithFilmData } from '../film-data/jpeg-with-film-data.js';
import { readForChecksum } from '../../read-for-checksum.js';
import { layoutZip, readZipLayout } from './zip-layout.js';
import { unzip } from './zip-test-support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-read-for-checksum-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const film: FilmData = {
  brand: 'Ilford',
  model: 'HP5 Plus 400',
  iso: 400,
  format: '120',
  process: 'BW',
  pushPull: '0',
  lab: 'Film Lab',
  date: new Date('2026-11-20T10:00:00Z'),
  rollId: 3,
  frame: 1,
  locations: [],
  tags: [],
  description: '',
};

/** A JPEG whose header (21 APP2 segments of 65,000 bytes) is longer than one read, then `scanBytes` of image data. */
function bigHeaderJpeg(scanBytes: number): Buffer {
  const segments = Array.from({ length: 21 }, () => {
    const segment = randomBytes(65_002);
    segment[0] = 0xff;
    segment[1] = 0xe2;
    segment.writeUInt16BE(65_000, 2);
    return segment;
  });
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...segments,
    sos,
    randomBytes(scanBytes),
    Buffer.from([0xff, 0xd9]),
  ]);
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

describe('reading a frame in turns for its CRC', () => {
  it("gives the file's bytes in order, and null for a file that is gone", async () => {
    const file = path.join(dir, 'plain.bin');
    const bytes = randomBytes(3 * 1024 * 1024 + 123);
    writeFileSync(file, bytes);
    expect((await collect((await readForChecksum(file))!)).equals(bytes)).toBe(true);
    expect(await readForChecksum(path.join(dir, 'none.bin'))).toBeNull();
  });

  const frameOf = (frame: number) => ({
    film: { ...film, frame },
    rotation: 0,
    timeZone: 'America/New_York',
    keepScannerExif: true,
  });

  it('zips JPEGs whose header spans reads with the film data and the right CRC, two read at once', async () => {
    const files = [bigHeaderJpeg(3_500_000), bigHeaderJpeg(2_000_000), bigHeaderJpeg(10)].map((bytes, i) => {
      const file = path.join(dir, `frame-${i}.jpg`);
      writeFileSync(file, bytes);
      return { file, bytes };
    });
    const layout = await layoutZip({
      entries: files.map(({ file }, i) => ({
        path: `roll/frame-${i}.jpg`,
        date: new Date(2026, 10, 20),
        async open() {
          const split = await splitJpegWithFilmData((await readForChecksum(file))!, frameOf(i + 1));
          return { head: split.head, source: { key: file, start: split.restStart, chunks: split.rest } };
        },
      })),
    });
    const zipped = await collect(
      readZipLayout(layout, async (key, range) => createReadStream(key, { start: range.start, end: range.end })),
    );
    const entries = await unzip(zipped);
    expect(entries.map((e) => e.name)).toEqual(['roll/frame-0.jpg', 'roll/frame-1.jpg', 'roll/frame-2.jpg']);
    for (const [i, { bytes }] of files.entries()) {
      // The same file split whole, in memory: what the zip must hold.
      const whole = await splitJpegWithFilmData([bytes], frameOf(i + 1));
      expect(whole.head.length).toBeGreaterThan(21 * 65_000);
      const expected = Buffer.concat([whole.head, await collect(whole.rest)]);
      expect(entries[i]!.data.equals(expected)).toBe(true);
      expect(entries[i]!.data.includes(Buffer.from('Ilford HP5 Plus 400'))).toBe(true);
    }
  });
});
