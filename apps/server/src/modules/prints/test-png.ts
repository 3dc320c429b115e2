import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG whose header claims `width` x `height` RGB pixels and whose data holds only `dataBytes`
 * deflated zeros: far too few, so its header reads and its pixels do not (a bomb's or a damaged file's shape).
 */
export function pngClaiming(width: number, height: number, dataBytes: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(dataBytes))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
