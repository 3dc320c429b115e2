import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid PNG of one colour, made here so no test downloads a picture. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  return rgbPng(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/**
 * A PNG of grain (seeded noise), which hardly compresses: a file of about width x height x 3 bytes,
 * for tests that need a large upload.
 */
export function grainPng(width: number, height: number, seed = 1): Buffer {
  const pixels = Buffer.alloc((width * 3 + 1) * height);
  let state = seed >>> 0 || 1;
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    pixels[start] = 0; // no filter
    for (let i = 1; i <= width * 3; i += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      pixels[start + i] = state & 0xff;
    }
  }
  return rgbPng(width, height, pixels);
}

/** 8-bit RGB rows, each led by its filter byte, as a PNG. */
function rgbPng(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
