import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FilmData } from './film-data.js';
import { isoFromModel } from './film-data.js';
import { imageData } from './film-data-test-helpers.js';
import { jpegWithFilmData } from './jpeg-with-film-data.js';

const film: FilmData = {
  brand: 'Kodak',
  model: 'Portra 400',
  iso: 400,
  format: '35mm',
  process: 'C-41',
  pushPull: '+1',
  lab: 'Film Lab',
  date: new Date('2026-11-20T10:00:00Z'),
  rollId: 7,
  frame: 3,
  locations: ['Coney Island'],
  tags: ['beach', 'été'],
  description: '',
};

/** The frame as the member left it: not turned, dates in New York's time, the scanner's tags kept. */
const asIs = (data: FilmData = film) => ({
  film: data,
  rotation: 0,
  timeZone: 'America/New_York',
  keepScannerExif: true,
});

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('film data written into a JPEG', () => {
  it('reads ISO from the model name', () => {
    expect(isoFromModel('Portra 400')).toBe(400);
    expect(isoFromModel('HP5 Plus 400')).toBe(400);
    expect(isoFromModel('Ektar 100')).toBe(100);
    expect(isoFromModel('Gold')).toBeNull();
  });

  it('keeps the image data and the orientation, replaces old Exif and XMP, in any chunking', async () => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
      .withMetadata({ orientation: 6 })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .jpeg()
      .toBuffer();
    const whole = await collect(jpegWithFilmData([input], asIs()));
    const byteByByte = await collect(
      jpegWithFilmData(
        [...input].map((byte) => Buffer.from([byte])),
        asIs(),
      ),
    );
    expect(byteByByte.equals(whole)).toBe(true);
    expect(imageData(whole)).toBe(imageData(input));
    const meta = await sharp(whole).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([64, 48, 6]);
    const read = await exifr.parse(whole, { xmp: true, mergeOutput: false });
    expect(read.ifd0.ImageDescription).toBe('Kodak Portra 400, 35mm, C-41 +1, frame 3');
    expect(read.dc.subject).toEqual(['beach', 'été']);
    // One Exif block and one XMP packet: the old ones are gone.
    expect(whole.toString('latin1').split('Exif\0\0')).toHaveLength(2);
    expect(whole.toString('latin1').split('http://ns.adobe.com/xap/1.0/\0')).toHaveLength(2);
  });

  it('passes a file that is no JPEG through unchanged', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await collect(jpegWithFilmData([png], asIs()))).equals(png)).toBe(true);
  });
});
