import { crc32 } from 'node:zlib';
import { centralHeader, dataDescriptor, endRecords, localHeader, type ZipEntryRecord } from './zip-records.js';

// A zip in store mode is its frames' own bytes with a few records between them. So a prepared zip
// is kept as its layout: the records (and each JPEG's rewritten header) in the layout itself, and
// every frame's image data as a byte range of the frame's stored file. Preparing it reads each frame
// once for its CRC-32 (zlib's native crc32) and writes nothing big; the download streams the parts in
// order, any byte range of them for a resumed download. Copying 2 GB of frames into a zip file ran at
// the disk's write speed, a quarter of reading them. Zip64 records appear only where a size, an
// offset or the count needs them (zip-records.ts), so small archives open in tools without zip64.

/** A prepared zip's file in the blob store holds its layout, as JSON. */
export const ZIP_LAYOUT_SUFFIX = '.zip-layout.json';

/** Bytes held in the layout (base64), or bytes start..end (inclusive) of a stored file. */
export type ZipPart = { bytes: string } | { key: string; start: number; end: number };

export interface ZipLayout {
  size: number;
  parts: ZipPart[];
}

/**
 * An entry's bytes: leading bytes in memory, then the stored file `key` from byte `start` on, then
 * trailing bytes in memory (a TIFF's appended IFD).
 */
export interface EntryBytes {
  head: Buffer;
  source?: { key: string; start: number; chunks: AsyncIterable<Buffer> };
  tail?: Buffer;
}

export interface ZipInput {
  /** Path inside the archive, folders separated by "/". */
  path: string;
  date: Date;
  /** Opened only when the entry's turn comes, so one file is open at a time. */
  open(): Promise<EntryBytes>;
}

/** An entry read through: its leading bytes, the run of its stored file, and the CRC of both. */
interface MeasuredEntry {
  head: Buffer;
  run: { key: string; start: number; length: number } | null;
  tail: Buffer;
  crc: number;
}

/**
 * Entries read at once: the next frames are read while this one's CRC is taken, so the disk always
 * has a read waiting (one file at a time left it idle between reads). With frames read into reused
 * 1 MiB buffers (read-for-checksum.ts), two, three and four at once measured 0.79-0.93, 0.86-0.88 and
 * 0.80-0.97 of `cat` in bench:zip: three is the steadiest.
 */
const READ_AHEAD = 3;

async function measure(entry: ZipInput, onInput: (bytes: number) => void, signal: AbortSignal): Promise<MeasuredEntry> {
  signal.throwIfAborted();
  const { head, source, tail = Buffer.alloc(0) } = await entry.open();
  let crc = crc32(head);
  let run: MeasuredEntry['run'] = null;
  if (source) {
    onInput(source.start);
    let length = 0;
    for await (const chunk of source.chunks) {
      signal.throwIfAborted();
      crc = crc32(chunk, crc);
      length += chunk.length;
      onInput(chunk.length);
    }
    if (length > 0) run = { key: source.key, start: source.start, length };
  }
  return { head, run, tail, crc: crc32(tail, crc) };
}

/**
 * The layout of a zip of `entries`, reading each source once (READ_AHEAD at a time, the layout
 * still in the entries' order). `onInput` counts the bytes read from the sources (a source's skipped
 * start included, as it was read to find the header).
 */
export async function layoutZip(options: {
  entries: Iterable<ZipInput>;
  onInput?: (bytes: number) => void;
  signal?: AbortSignal;
}): Promise<ZipLayout> {
  const onInput = options.onInput ?? (() => undefined);
  // One failure stops the reads still going; the caller's abort stops them all.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const parts: ZipPart[] = [];
  let held: Buffer[] = [];
  let offset = 0;
  const hold = (bytes: Buffer) => {
    held.push(bytes);
    offset += bytes.length;
  };
  const flush = () => {
    const bytes = Buffer.concat(held);
    if (bytes.length > 0) parts.push({ bytes: bytes.toString('base64') });
    held = [];
  };
  const written: ZipEntryRecord[] = [];
  const upcoming = options.entries[Symbol.iterator]();
  const reading: Array<{ entry: ZipInput; measured: Promise<MeasuredEntry> }> = [];
  const readAhead = () => {
    while (reading.length < READ_AHEAD) {
      const next = upcoming.next();
      if (next.done) return;
      const measured = measure(next.value, onInput, signal);
      // Awaited in turn below; until then a failure must not count as unhandled.
      measured.catch(() => undefined);
      reading.push({ entry: next.value, measured });
    }
  };
  try {
    readAhead();
    while (reading.length > 0) {
      const { entry, measured } = reading.shift()!;
      readAhead();
      const { head, run, tail, crc } = await measured;
      const name = Buffer.from(entry.path, 'utf8');
      const entryOffset = offset;
      hold(localHeader({ name, date: entry.date }));
      hold(head);
      if (run) {
        flush();
        parts.push({ key: run.key, start: run.start, end: run.start + run.length - 1 });
        offset += run.length;
      }
      hold(tail);
      const size = head.length + (run?.length ?? 0) + tail.length;
      const record = { name, date: entry.date, crc, size, offset: entryOffset };
      hold(dataDescriptor(record));
      written.push(record);
    }
  } catch (error) {
    stop.abort(error);
    await Promise.allSettled(reading.map((r) => r.measured));
    throw options.signal?.aborted ? options.signal.reason : error;
  }
  const directoryOffset = offset;
  for (const record of written) hold(centralHeader(record));
  hold(endRecords({ count: written.length, offset: directoryOffset, size: offset - directoryOffset }));
  flush();
  return { size: offset, parts };
}

/** Opens bytes start..end (inclusive) of a stored file, or null when it is gone. */
export type OpenRange = (key: string, range: { start: number; end: number }) => Promise<AsyncIterable<Buffer> | null>;

/** The zip's bytes start..end (inclusive; the whole zip by default), read part by part. */
export async function* readZipLayout(
  layout: ZipLayout,
  openRange: OpenRange,
  range: { start: number; end: number } = { start: 0, end: layout.size - 1 },
): AsyncGenerator<Buffer> {
  let at = 0;
  /** The part's bytes within the range, as offsets into the part (inclusive), then moves past it. */
  const clip = (length: number) => {
    const from = Math.max(range.start, at) - at;
    const to = Math.min(range.end, at + length - 1) - at;
    at += length;
    return { from, to };
  };
  for (const part of layout.parts) {
    if (at > range.end) return;
    if ('bytes' in part) {
      const held = Buffer.from(part.bytes, 'base64');
      const { from, to } = clip(held.length);
      if (from <= to) yield held.subarray(from, to + 1);
      continue;
    }
    const { from, to } = clip(part.end - part.start + 1);
    if (from > to) continue;
    const body = await openRange(part.key, { start: part.start + from, end: part.start + to });
    // A frame deleted or replaced since the zip was prepared: better no download than a broken one.
    if (!body) throw new Error(`A frame of this zip is gone (${part.key})`);
    let read = 0;
    for await (const chunk of body) {
      read += chunk.length;
      yield chunk;
    }
    if (read !== to - from + 1) throw new Error(`A frame of this zip has changed (${part.key})`);
  }
}
