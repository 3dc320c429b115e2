import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { splitJpegWithFilmData, type OutgoingFrame } from './jpeg-with-film-data.js';
import { rotatedPng } from './rotated-png.js';
import { tiffOrientationPatch } from './tiff-orientation.js';

// How a frame's file leaves the lab, whatever the way out (a single download, a share link, a
// zip): a JPEG with its film data and the member's rotation in its header, a TIFF with the
// rotation in its Orientation tag, both with their image data as stored; a turned PNG re-encoded.

/** A stored file, as the ways out can read it. */
export interface StoredFile {
  key: string;
  contentType: string;
  /** Its size in bytes; throws when it is gone. */
  size(): Promise<number>;
  /** The file from its first byte. */
  open(): Promise<AsyncIterable<Buffer>>;
  /** Bytes start..end (inclusive). */
  read(start: number, end: number): Promise<Buffer>;
  /** Its path on this disk when it has one, else its bytes. */
  whole(): Promise<string | Buffer>;
}

export type OutgoingParts =
  /** `head`, then the stored file's bytes from `restStart` on (as `rest`), then `tail`. */
  | { kind: 'stored'; head: Buffer; restStart: number; rest: AsyncIterable<Buffer>; tail: Buffer }
  /** A new file in place of the stored one. */
  | { kind: 'remade'; bytes: Buffer };

const EMPTY = Buffer.alloc(0);

/** The chunks less their first `count` bytes. */
async function* skipBytes(chunks: AsyncIterable<Buffer>, count: number): AsyncGenerator<Buffer> {
  let left = count;
  for await (const chunk of chunks) {
    if (left >= chunk.length) {
      left -= chunk.length;
      continue;
    }
    yield left > 0 ? chunk.subarray(left) : chunk;
    left = 0;
  }
}

export async function outgoingParts(file: StoredFile, frame: OutgoingFrame | null): Promise<OutgoingParts> {
  const rotation = frame?.rotation ?? 0;
  if (file.contentType === 'image/jpeg' && frame) {
    const split = await splitJpegWithFilmData(await file.open(), frame);
    return { kind: 'stored', head: split.head, restStart: split.restStart, rest: split.rest, tail: EMPTY };
  }
  if (file.contentType === 'image/tiff') {
    const patch = await tiffOrientationPatch(file.read, await file.size(), rotation);
    if (patch) {
      return { kind: 'stored', ...patch, rest: skipBytes(await file.open(), patch.restStart) };
    }
  }
  if (file.contentType === 'image/png') {
    const turned = await rotatedPng(await file.whole(), rotation);
    if (turned) return { kind: 'remade', bytes: turned };
  }
  return { kind: 'stored', head: EMPTY, restStart: 0, rest: await file.open(), tail: EMPTY };
}

/** The whole outgoing file as one stream of chunks. */
export async function* outgoingBytes(parts: OutgoingParts): AsyncGenerator<Buffer> {
  if (parts.kind === 'remade') {
    yield parts.bytes;
    return;
  }
  if (parts.head.length > 0) yield parts.head;
  yield* parts.rest;
  if (parts.tail.length > 0) yield parts.tail;
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** A blob as a StoredFile; nothing is read until asked for. */
export function storedFileOf(blobs: BlobStore, key: string, contentType: string): StoredFile {
  const openRead = blobs.openRead?.bind(blobs);
  const gone = () => new Error(`The file ${key} is gone`);
  let size: Promise<number> | undefined;
  return {
    key,
    contentType,
    size() {
      size ??= (async () => {
        if (openRead) {
          const probe = await openRead(key, { start: 0, end: 0 });
          if (!probe) throw gone();
          probe.body.destroy();
          return probe.size;
        }
        const bytes = await blobs.get(key);
        if (!bytes) throw gone();
        return bytes.length;
      })();
      return size;
    },
    async open() {
      if (openRead) {
        const body = (await openRead(key))?.body;
        if (!body) throw gone();
        return body as AsyncIterable<Buffer>;
      }
      const bytes = await blobs.get(key);
      if (!bytes) throw gone();
      return (async function* () {
        yield bytes;
      })();
    },
    async read(start, end) {
      if (openRead) {
        const body = (await openRead(key, { start, end }))?.body;
        if (!body) throw gone();
        return collect(body as AsyncIterable<Buffer>);
      }
      const bytes = await blobs.get(key);
      if (!bytes) throw gone();
      return bytes.subarray(start, end + 1);
    },
    async whole() {
      const local = await blobs.localFile?.(key);
      if (local) return local;
      const bytes = await blobs.get(key);
      if (!bytes) throw gone();
      return bytes;
    },
  };
}
