// Test support for zip downloads: reading a zip back with yauzl, and the JPEG image data hash.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

/** The compressed image data of a JPEG: every byte from the first start-of-scan marker on. */
export function imageDataHash(jpeg: Buffer): string {
  let pos = 2;
  while (jpeg[pos + 1] !== 0xda) pos += 2 + jpeg.readUInt16BE(pos + 2);
  return createHash('sha256').update(jpeg.subarray(pos)).digest('hex');
}

export interface UnzippedEntry {
  name: string;
  /** 0: stored. */
  method: number;
  data: Buffer;
}

/** Every entry of a zip, read by yauzl, its CRC-32 checked against the archive's. */
export function unzip(bytes: Buffer): Promise<UnzippedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: UnzippedEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error('no stream'));
          const parts: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => parts.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            const data = Buffer.concat(parts);
            // yauzl checks the sizes, not the CRC the archive records: an unzip tool would.
            if (crc32(data) !== entry.crc32) return reject(new Error(`${entry.fileName}: the CRC-32 does not match`));
            entries.push({ name: entry.fileName, method: entry.compressionMethod, data });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
