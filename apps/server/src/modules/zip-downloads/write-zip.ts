import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { centralHeader, dataDescriptor, endRecords, localHeader, type ZipEntryRecord } from './zip-records.js';

// Streams entries into one zip with constant memory: store mode (frames are already compressed, so
// deflate would cost time for nothing), one entry at a time, each read as it is written, its CRC-32
// taken by zlib's native crc32 as the bytes pass (zip-stream's pure-JS CRC held throughput to a third
// of reading the files). Zip64 records appear only where a size, an offset or the count needs them
// (zip-records.ts), so archives of any size open and small ones stay readable by tools without zip64.

export interface ZipInput {
  /** Path inside the archive, folders separated by "/". */
  path: string;
  date: Date;
  /** Opened only when the entry's turn comes, so one file is open at a time. */
  open(): Promise<AsyncIterable<Buffer>>;
}

/** The archive's bytes: each entry's header, data and descriptor, then the central directory. */
async function* zipBytes(
  entries: Iterable<ZipInput>,
  onInput: (bytes: number) => void,
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  const written: ZipEntryRecord[] = [];
  let offset = 0;
  for (const entry of entries) {
    signal?.throwIfAborted();
    const name = Buffer.from(entry.path, 'utf8');
    const header = localHeader({ name, date: entry.date });
    yield header;
    let crc = 0;
    let size = 0;
    for await (const chunk of await entry.open()) {
      signal?.throwIfAborted();
      crc = crc32(chunk, crc);
      size += chunk.length;
      onInput(chunk.length);
      yield chunk;
    }
    const record = { name, date: entry.date, crc, size, offset };
    const descriptor = dataDescriptor(record);
    yield descriptor;
    written.push(record);
    offset += header.length + size + descriptor.length;
  }
  let size = 0;
  for (const record of written) {
    const central = centralHeader(record);
    size += central.length;
    yield central;
  }
  yield endRecords({ count: written.length, offset, size });
}

/**
 * Writes the entries to `sink` (e.g. the blob store's putStream), which must consume the stream it
 * is given. `onInput` counts the bytes read from the sources; resolves with the archive's size.
 */
export async function writeZip<T>(options: {
  entries: Iterable<ZipInput>;
  sink: (archive: Readable) => Promise<T>;
  onInput?: (bytes: number) => void;
  signal?: AbortSignal;
}): Promise<{ size: number; result: T }> {
  let size = 0;
  let failure: unknown;
  async function* counted() {
    try {
      for await (const chunk of zipBytes(options.entries, options.onInput ?? (() => undefined), options.signal)) {
        size += chunk.length;
        yield chunk;
      }
    } catch (error) {
      failure = error;
      throw error;
    }
  }
  const archive = Readable.from(counted(), { objectMode: false });
  try {
    const result = await options.sink(archive);
    // A sink that stops early without failing has not stored the whole archive.
    if (!archive.readableEnded) throw new Error('The zip was not read to its end');
    return { size, result };
  } catch (error) {
    archive.destroy();
    // The writer's own failure (a missing file, an abort) says more than the sink's echo of it.
    throw failure ?? error;
  }
}
