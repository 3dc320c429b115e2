// Shared by the film data tests: what must never change when film data is written into a JPEG.
import { createHash } from 'node:crypto';

/** The compressed image data: every byte from the first start-of-scan marker on. */
export function imageData(jpeg: Buffer): string {
  let pos = 2;
  while (jpeg[pos + 1] !== 0xda) pos += 2 + jpeg.readUInt16BE(pos + 2);
  return createHash('sha256').update(jpeg.subarray(pos)).digest('hex');
}
