import { Readable } from 'node:stream';

// Test and benchmark support: sharp writes 8-bit TIFFs only, and lab scanners write 16-bit ones.

const ROWS_PER_STRIP = 16;

/**
 * An uncompressed 16-bit RGB TIFF (little-endian, in strips of 16 rows) as a stream, made row by
 * row so a file of hundreds of megabytes never sits in memory. `seed` varies the pixels, so two
 * files of one size differ.
 */
export function tiff16Stream(width: number, height: number, seed = 1): Readable {
  const strips = Math.ceil(height / ROWS_PER_STRIP);
  const rowBytes = width * 6;
  const entries = 10;
  const ifdOffset = 8;
  const ifdSize = 2 + entries * 12 + 4;
  const bitsOffset = ifdOffset + ifdSize;
  const offsetsOffset = bitsOffset + 6;
  const countsOffset = offsetsOffset + strips * 4;
  const dataOffset = countsOffset + strips * 4;

  const header = Buffer.alloc(dataOffset);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(ifdOffset, 4);
  let at = ifdOffset;
  header.writeUInt16LE(entries, at);
  at += 2;
  const entry = (tag: number, type: 3 | 4, count: number, value: number) => {
    header.writeUInt16LE(tag, at);
    header.writeUInt16LE(type, at + 2);
    header.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) header.writeUInt16LE(value, at + 8);
    else header.writeUInt32LE(value, at + 8);
    at += 12;
  };
  entry(256, 4, 1, width);
  entry(257, 4, 1, height);
  entry(258, 3, 3, bitsOffset);
  entry(259, 3, 1, 1); // no compression
  entry(262, 3, 1, 2); // RGB
  entry(273, 4, strips, strips === 1 ? dataOffset : offsetsOffset);
  entry(277, 3, 1, 3);
  entry(278, 4, 1, ROWS_PER_STRIP);
  entry(279, 4, strips, strips === 1 ? Math.min(height, ROWS_PER_STRIP) * rowBytes : countsOffset);
  entry(284, 3, 1, 1); // chunky
  header.writeUInt32LE(0, at);
  for (let i = 0; i < 3; i++) header.writeUInt16LE(16, bitsOffset + i * 2);
  for (let s = 0; s < strips; s++) {
    const rows = Math.min(ROWS_PER_STRIP, height - s * ROWS_PER_STRIP);
    header.writeUInt32LE(dataOffset + s * ROWS_PER_STRIP * rowBytes, offsetsOffset + s * 4);
    header.writeUInt32LE(rows * rowBytes, countsOffset + s * 4);
  }

  let y = 0;
  return new Readable({
    read() {
      if (y === 0 && header.length) this.push(header);
      if (y >= height) return void this.push(null);
      const rows = Math.min(64, height - y);
      const chunk = Buffer.alloc(rows * rowBytes);
      for (let r = 0; r < rows; r++) {
        const row = y + r;
        for (let x = 0; x < width; x++) {
          const o = r * rowBytes + x * 6;
          chunk.writeUInt16LE(((x * 97 + seed * 7919) * 13) & 0xffff, o);
          chunk.writeUInt16LE(((row * 61 + seed * 104729) * 17) & 0xffff, o + 2);
          chunk.writeUInt16LE(((x + row) * 29 + seed) & 0xffff, o + 4);
        }
      }
      y += rows;
      this.push(chunk);
    },
  });
}

export async function tiff16Buffer(width: number, height: number, seed = 1): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tiff16Stream(width, height, seed)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Its size in bytes, for Content-Length. */
export function tiff16Size(width: number, height: number): number {
  const strips = Math.ceil(height / ROWS_PER_STRIP);
  return 8 + (2 + 10 * 12 + 4) + 6 + strips * 8 + width * height * 6;
}
