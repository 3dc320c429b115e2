import { describe, expect, it } from 'vitest';
import { sniffImageOf, sniffImageType } from './image-type.js';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('image type by the first bytes', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF'), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0), 'image/png'],
    ['TIFF, little-endian', bytes('II*', 0, 8, 0), 'image/tiff'],
    ['TIFF, big-endian', bytes('MM', 0, '*', 0, 0), 'image/tiff'],
    ['BigTIFF', bytes('II+', 0, 8, 0), 'image/tiff'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['a GIF', bytes('GIF89a'), null],
    ['text named photo.jpg', bytes('hello'), null],
    ['two bytes of a JPEG', bytes(0xff, 0xd8), null],
    ['nothing', bytes(), null],
  ])('%s', (_name, head, type) => {
    expect(sniffImageType(head)).toBe(type);
  });

  it('answers only the types a caller takes', () => {
    const webp = bytes('RIFF', 0, 0, 0, 0, 'WEBP');
    expect(sniffImageOf(webp, ['image/jpeg', 'image/png', 'image/tiff'])).toBeNull();
    expect(sniffImageOf(webp, ['image/png', 'image/webp'])).toBe('image/webp');
    expect(sniffImageOf(bytes('II*', 0), ['image/jpeg', 'image/png'])).toBeNull();
  });
});
