import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutZip, readZipLayout, type OpenRange, type ZipInput, type ZipLayout } from './zip-layout.js';
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

/** The test's stored files, by key; a key starting with "zeros:" is that many zero bytes. */
const stored = new Map<string, Buffer>();
const zero = Buffer.alloc(4 * 1024 * 1024);

async function* chunksOf(data: Buffer, chunk: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < data.length; i += chunk) yield data.subarray(i, i + chunk);
}

/** Zero bytes in whole 4 MiB chunks (the same Buffer each time, so a sparse sink can skip them). */
async function* zeros(length: number): AsyncGenerator<Buffer> {
  for (let done = 0; done < length; done += zero.length) yield zero;
}

const openRange: OpenRange = async (key, { start, end }) => {
  if (key.startsWith('zeros:')) return zeros(end - start + 1);
  const data = stored.get(key);
  return data ? chunksOf(data.subarray(start, end + 1), 7000) : null;
};

/** An entry stored under its name, whose data arrives in chunks of `chunk` bytes. */
function input(name: string, data: Buffer, date = new Date(2024, 5, 7, 8, 9, 10), chunk = 7000): ZipInput {
  stored.set(name, data);
  return {
    path: name,
    date,
    async open() {
      return { head: Buffer.alloc(0), source: { key: name, start: 0, chunks: chunksOf(data, chunk) } };
    },
  };
}

async function read(layout: ZipLayout, range?: { start: number; end: number }): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readZipLayout(layout, openRange, range)) parts.push(part);
  return Buffer.concat(parts);
}

async function toBuffer(entries: ZipInput[]): Promise<{ bytes: Buffer; size: number; layout: ZipLayout }> {
  const layout = await layoutZip({ entries });
  return { bytes: await read(layout), size: layout.size, layout };
}

const has = (bytes: Buffer, signature: number) => {
  const sig = Buffer.alloc(4);
  sig.writeUInt32LE(signature);
  return bytes.includes(sig);
};

function testWithUnzip(file: string, ...names: string[]) {
  return execFileSync('unzip', ['-t', file, ...names], { encoding: 'utf8' });
}

describe('zip layouts', () => {
  it('writes stored entries that read back byte for byte, with UTF-8 names and dates', async () => {
    const files = [
      { name: 'Portra 400 — été/frame-01.jpg', data: randomBytes(123_457) },
      { name: 'Portra 400 — été/frame-02.jpg', data: randomBytes(1) },
      { name: 'HP5 «beach»/empty.txt', data: Buffer.alloc(0) },
      { name: 'HP5 «beach»/日本.tif', data: randomBytes(300_001) },
    ];
    const date = new Date(2025, 2, 4, 13, 14, 17);
    const { bytes, size, layout } = await toBuffer(files.map((f) => input(f.name, f.data, date)));
    expect(size).toBe(bytes.length);
    // The frames stay in their files: the layout holds only the records.
    expect(JSON.stringify(layout).length).toBeLessThan(2000);
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

  it('fails with the source’s error and stops on abort', async () => {
    const missing: ZipInput = {
      path: 'b.jpg',
      date: new Date(),
      open: () => Promise.reject(new Error('The file of scan 7 is missing')),
    };
    await expect(layoutZip({ entries: [input('a.jpg', randomBytes(10)), missing] })).rejects.toThrow(
      'The file of scan 7 is missing',
    );
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(layoutZip({ entries: [input('a.jpg', randomBytes(10))], signal: controller.signal })).rejects.toThrow(
      'cancelled',
    );
  });

  it('reads any byte range as the same bytes of the whole zip, held bytes and headers included', async () => {
    const entries = [
      input('r/one.jpg', randomBytes(50_000)),
      {
        ...input('r/two.jpg', randomBytes(30_000)),
        open: async () => ({
          head: Buffer.from('a rewritten header'),
          source: { key: 'r/two.jpg', start: 1000, chunks: chunksOf(stored.get('r/two.jpg')!.subarray(1000), 4096) },
        }),
      },
      input('r/three.tif', randomBytes(1)),
    ];
    const { bytes, layout } = await toBuffer(entries);
    const read2 = await unzip(bytes);
    expect(
      read2[1]!.data.equals(
        Buffer.concat([Buffer.from('a rewritten header'), stored.get('r/two.jpg')!.subarray(1000)]),
      ),
    ).toBe(true);
    const ranges = [
      { start: 0, end: 0 },
      { start: 0, end: 29 },
      { start: 17, end: 50_100 },
      { start: 50_050, end: 50_200 },
      { start: bytes.length - 22, end: bytes.length - 1 },
      ...Array.from({ length: 20 }, () => {
        const start = Math.floor(Math.random() * bytes.length);
        return { start, end: start + Math.floor(Math.random() * (bytes.length - start)) };
      }),
    ];
    for (const range of ranges) {
      expect((await read(layout, range)).equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
    }
  });

  it('refuses to read a zip whose frame is gone or has changed since', async () => {
    const { layout } = await toBuffer([
      input('c/frame.jpg', randomBytes(20_000)),
      input('c/other.jpg', randomBytes(10)),
    ]);
    stored.set('c/frame.jpg', randomBytes(19_999));
    await expect(read(layout)).rejects.toThrow('A frame of this zip has changed (c/frame.jpg)');
    stored.delete('c/frame.jpg');
    await expect(read(layout)).rejects.toThrow('A frame of this zip is gone (c/frame.jpg)');
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
  // disk (the sink seeks past them) but pass through the layout's CRC and its reader like any data.
  it('writes an archive over 4 GiB with zip64 sizes and offsets', { timeout: 300_000 }, async () => {
    const bigSize = 2 ** 32 + zero.length;
    const big: ZipInput = {
      path: 'big/zeros.bin',
      date: new Date(2024, 0, 1),
      async open() {
        return { head: Buffer.alloc(0), source: { key: `zeros:${bigSize}`, start: 0, chunks: zeros(bigSize) } };
      },
    };
    const head = randomBytes(5000);
    const tail = randomBytes(70_000);
    const file = path.join(dir, 'big.zip');
    const fd = openSync(file, 'w');
    let position = 0;
    const layout = await layoutZip({ entries: [input('head.bin', head), big, input('tail/after 4 GiB.bin', tail)] });
    const size = layout.size;
    for await (const chunk of readZipLayout(layout, openRange)) {
      if (chunk !== zero) writeSync(fd, chunk, 0, chunk.length, position);
      position += chunk.length;
    }
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
