import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { afterAll, describe, expect, it } from 'vitest';
import { writeZip, type ZipInput } from './write-zip.js';
import { unzip } from './zip-test-support.js';

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-write-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An entry whose data arrives in chunks of `chunk` bytes. */
function input(name: string, data: Buffer, date = new Date(2024, 5, 7, 8, 9, 10), chunk = 7000): ZipInput {
  return {
    path: name,
    date,
    async open() {
      return (async function* () {
        for (let i = 0; i < data.length; i += chunk) yield data.subarray(i, i + chunk);
      })();
    },
  };
}

async function toBuffer(entries: ZipInput[]): Promise<{ bytes: Buffer; size: number }> {
  const { size, result } = await writeZip({
    entries,
    sink: async (archive: Readable) => {
      const parts: Buffer[] = [];
      for await (const part of archive) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },
  });
  return { bytes: result, size };
}

const has = (bytes: Buffer, signature: number) => {
  const sig = Buffer.alloc(4);
  sig.writeUInt32LE(signature);
  return bytes.includes(sig);
};

function testWithUnzip(file: string, ...names: string[]) {
  return execFileSync('unzip', ['-t', file, ...names], { encoding: 'utf8' });
}

describe('writeZip', () => {
  it('writes stored entries that read back byte for byte, with UTF-8 names and dates', async () => {
    const files = [
      { name: 'Portra 400 — été/frame-01.jpg', data: randomBytes(123_457) },
      { name: 'Portra 400 — été/frame-02.jpg', data: randomBytes(1) },
      { name: 'HP5 «beach»/empty.txt', data: Buffer.alloc(0) },
      { name: 'HP5 «beach»/日本.tif', data: randomBytes(300_001) },
    ];
    const date = new Date(2025, 2, 4, 13, 14, 17);
    const { bytes, size } = await toBuffer(files.map((f) => input(f.name, f.data, date)));
    expect(size).toBe(bytes.length);
    // No zip64 record in an archive that does not need one.
    expect(has(bytes, 0x06064b50)).toBe(false);
    const read = await unzip(bytes);
    expect(read.map((e) => e.name)).toEqual(files.map((f) => f.name));
    for (const [i, entry] of read.entries()) {
      expect(entry.method).toBe(0);
      expect(entry.data.equals(files[i]!.data)).toBe(true);
    }
    const dates = await new Promise<Date[]>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: false }, (error, zip) => {
        if (error || !zip) return reject(error);
        const found: Date[] = [];
        zip.on('entry', (entry: yauzl.Entry) => found.push(entry.getLastModDate()));
        zip.on('end', () => resolve(found));
      }),
    );
    // DOS time keeps two-second steps.
    expect(dates.map((d) => d.getTime())).toEqual(files.map(() => new Date(2025, 2, 4, 13, 14, 16).getTime()));
    if (hasUnzip) {
      const file = path.join(dir, 'small.zip');
      writeFileSync(file, bytes);
      expect(testWithUnzip(file)).toMatch(/No errors detected/);
    }
  });

  it('fails with the source’s error, stops on abort, and passes on the sink’s failure', async () => {
    const missing: ZipInput = {
      path: 'b.jpg',
      date: new Date(),
      open: () => Promise.reject(new Error('The file of scan 7 is missing')),
    };
    const drain = async (archive: Readable) => {
      for await (const part of archive) void part;
    };
    await expect(writeZip({ entries: [input('a.jpg', randomBytes(10)), missing], sink: drain })).rejects.toThrow(
      'The file of scan 7 is missing',
    );
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      writeZip({ entries: [input('a.jpg', randomBytes(10))], sink: drain, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
    await expect(
      writeZip({
        entries: [input('a.jpg', randomBytes(100_000))],
        sink: async (archive) => {
          for await (const part of archive) {
            void part;
            throw new Error('disk full');
          }
        },
      }),
    ).rejects.toThrow('disk full');
  });

  it('switches to zip64 end records past 65,534 entries', { timeout: 120_000 }, async () => {
    const count = 70_000;
    const entries = Array.from({ length: count }, (_, i) => input(`f/${i}.txt`, Buffer.from(String(i))));
    const { bytes } = await toBuffer(entries);
    expect(has(bytes, 0x06064b50)).toBe(true);
    expect(has(bytes, 0x07064b50)).toBe(true);
    const read = await unzip(bytes);
    expect(read).toHaveLength(count);
    expect(read[69_999]).toMatchObject({ name: 'f/69999.txt', data: Buffer.from('69999') });
  });

  // A real archive over 4 GiB, written to a sparse file: the big entry's zero chunks are skipped on
  // disk (the sink seeks past them) but pass through the writer and its CRC like any data.
  it('writes an archive over 4 GiB with zip64 sizes and offsets', { timeout: 300_000 }, async () => {
    const zero = Buffer.alloc(4 * 1024 * 1024);
    const bigSize = 2 ** 32 + zero.length;
    const big: ZipInput = {
      path: 'big/zeros.bin',
      date: new Date(2024, 0, 1),
      async open() {
        return (async function* () {
          for (let done = 0; done < bigSize; done += zero.length) yield zero;
        })();
      },
    };
    const head = randomBytes(5000);
    const tail = randomBytes(70_000);
    const file = path.join(dir, 'big.zip');
    const fd = openSync(file, 'w');
    let position = 0;
    const sparse = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (chunk !== zero) writeSync(fd, chunk, 0, chunk.length, position);
        position += chunk.length;
        callback();
      },
    });
    const { size } = await writeZip({
      entries: [input('head.bin', head), big, input('tail/after 4 GiB.bin', tail)],
      sink: (archive) => pipeline(archive, sparse),
    });
    ftruncateSync(fd, position);
    closeSync(fd);
    expect(size).toBe(position);
    expect(size).toBeGreaterThan(bigSize);

    const listed = await new Promise<Array<{ name: string; size: number; offset: number; data?: Buffer }>>(
      (resolve, reject) =>
        yauzl.open(file, { lazyEntries: true }, (error, zip) => {
          if (error || !zip) return reject(error);
          const found: Array<{ name: string; size: number; offset: number; data?: Buffer }> = [];
          zip.on('error', reject);
          zip.on('end', () => resolve(found));
          zip.on('entry', (entry: yauzl.Entry) => {
            const row = {
              name: entry.fileName,
              size: entry.uncompressedSize,
              offset: entry.relativeOffsetOfLocalHeader,
            };
            found.push(row);
            if (entry.uncompressedSize > 1e9) return zip.readEntry();
            zip.openReadStream(entry, (openError, stream) => {
              if (openError || !stream) return reject(openError);
              const parts: Buffer[] = [];
              stream.on('data', (part: Buffer) => parts.push(part));
              stream.on('end', () => {
                Object.assign(row, { data: Buffer.concat(parts) });
                zip.readEntry();
              });
            });
          });
          zip.readEntry();
        }),
    );
    expect(listed.map((e) => [e.name, e.size])).toEqual([
      ['head.bin', head.length],
      ['big/zeros.bin', bigSize],
      ['tail/after 4 GiB.bin', tail.length],
    ]);
    expect(listed[2]!.offset).toBeGreaterThan(2 ** 32);
    expect(listed[0]!.data!.equals(head)).toBe(true);
    expect(listed[2]!.data!.equals(tail)).toBe(true);
    // The end: the zip64 end record and its locator, then the classic record.
    const end = Buffer.alloc(98);
    const reader = openSync(file, 'r');
    readSync(reader, end, 0, end.length, size - end.length);
    closeSync(reader);
    expect(end.readUInt32LE(0)).toBe(0x06064b50);
    expect(end.readUInt32LE(56)).toBe(0x07064b50);
    expect(end.readUInt32LE(76)).toBe(0x06054b50);
    // Info-ZIP finds the entries through the zip64 records and checks the CRCs of the small ones
    // (reading the 4 GiB one back as well would double the test's time).
    if (hasUnzip) {
      expect(testWithUnzip(file, 'head.bin', 'tail/after 4 GiB.bin')).toMatch(/No errors detected/);
      expect(execFileSync('unzip', ['-l', file], { encoding: 'utf8' })).toContain(String(bigSize));
    }
  });
});
