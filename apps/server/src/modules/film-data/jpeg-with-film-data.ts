import { exifSegment, type JpegImageFacts } from './exif-segment.js';
import type { FilmData } from './film-data.js';
import { XMP_HEADER, xmpSegment } from './xmp-segment.js';

// Writes the film data into a JPEG as it streams by, without decoding it: the header segments
// (everything before the first SOS) are read, the old Exif and XMP blocks replaced by ours (the
// original orientation turned by the member's rotation, the scanner's tags kept), and every byte
// from SOS on passes through untouched. Memory: the header only (bounded by MAX_HEADER_BYTES),
// whatever the file's size.

const MAX_HEADER_BYTES = 4 * 1024 * 1024;
const EXIF_HEADER = 'Exif\0\0';
const ICC_HEADER = 'ICC_PROFILE\0';

/** What goes into a frame's file as it leaves: its film data, and how the member turned it. */
export interface OutgoingFrame {
  film: FilmData;
  /** Degrees clockwise (0, 90, 180, 270). */
  rotation: number;
  /** The lab's time zone: dates are written in its wall-clock time with their offset. */
  timeZone: string;
  /** Keep the scanner's own Exif tags (make, model, resolution...) under ours. */
  keepScannerExif: boolean;
}

/** Start-of-frame markers (C0-CF but DHT, JPG and DAC) carry the image's size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jfifDensity(payload: Buffer): JpegImageFacts['density'] {
  if (payload.length < 12 || payload.toString('latin1', 0, 5) !== 'JFIF\0') return null;
  const unit = payload[7];
  const x = payload.readUInt16BE(8);
  const y = payload.readUInt16BE(10);
  if ((unit !== 1 && unit !== 2) || x === 0 || y === 0) return null;
  return { x, y, unit: unit === 1 ? 'inch' : 'cm' };
}

interface Header {
  /** Bytes of the rewritten header. */
  head: Buffer;
  /** Where the image data (SOS) starts in the input. */
  imageStart: number;
}

/** The rewritten header, or null while `input` does not hold the whole header yet. Throws on a non-JPEG. */
export function rewriteHeader(input: Buffer, frame: OutgoingFrame): Header | null {
  if (input.length < 4) return null;
  if (input[0] !== 0xff || input[1] !== 0xd8) throw new Error('not a JPEG');
  const leading: Buffer[] = [];
  const rest: Buffer[] = [];
  let original: Buffer | null = null;
  const image: JpegImageFacts = { width: 0, height: 0, density: null, hasIccProfile: false };
  let pos = 2;
  for (;;) {
    if (pos + 4 > input.length) return null;
    if (input[pos] !== 0xff) throw new Error(`no JPEG marker at ${pos}`);
    const marker = input[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xda) break;
    if (marker === 0xd9) throw new Error('JPEG ends before its image data');
    const length = input.readUInt16BE(pos + 2);
    if (pos + 2 + length > input.length) return null;
    const segment = input.subarray(pos, pos + 2 + length);
    const payload = segment.subarray(4);
    if (marker === 0xe1 && payload.subarray(0, 6).toString('latin1') === EXIF_HEADER) {
      original = Buffer.from(payload);
    } else if (marker === 0xe1 && payload.subarray(0, XMP_HEADER.length).toString('latin1') === XMP_HEADER) {
      // Replaced by ours.
    } else if (marker === 0xe0 && rest.length === 0) {
      leading.push(segment); // JFIF stays first
      image.density = jfifDensity(payload);
    } else {
      if (marker === 0xe2 && payload.subarray(0, ICC_HEADER.length).toString('latin1') === ICC_HEADER) {
        image.hasIccProfile = true;
      }
      if (isStartOfFrame(marker) && payload.length >= 5) {
        image.height = payload.readUInt16BE(1);
        image.width = payload.readUInt16BE(3);
      }
      rest.push(segment);
    }
    pos += 2 + length;
  }
  const head = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...leading,
    exifSegment({ ...frame, original, image }),
    xmpSegment(frame.film, frame.timeZone),
    ...rest,
  ]);
  return { head, imageStart: pos };
}

/**
 * A JPEG split for writing with the film data: `head` is the rewritten header (empty when the file is
 * no JPEG, or its header is too long, so it passes unchanged), and `rest` streams the file's own bytes
 * from `restStart` on. Only the header is ever held in memory.
 */
export interface JpegSplit {
  head: Buffer;
  restStart: number;
  rest: AsyncIterable<Buffer>;
}

export async function splitJpegWithFilmData(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  frame: OutgoingFrame,
): Promise<JpegSplit> {
  const iterator =
    Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : (source as Iterable<Buffer>)[Symbol.iterator]();
  async function* continueWith(first: Buffer): AsyncGenerator<Buffer> {
    try {
      if (first.length > 0) yield first;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // A reader that stops early (an abort, a failure) closes the file.
      await iterator.return?.();
    }
  }
  const unchanged = (pending: Buffer): JpegSplit => ({
    head: Buffer.alloc(0),
    restStart: 0,
    rest: continueWith(pending),
  });
  let pending: Buffer = Buffer.alloc(0);
  for (;;) {
    const next = await iterator.next();
    if (next.done)
      return {
        head: Buffer.alloc(0),
        restStart: 0,
        rest: (async function* () {
          if (pending.length > 0) yield pending;
        })(),
      };
    pending = pending.length === 0 ? next.value : Buffer.concat([pending, next.value]);
    let header: Header | null;
    try {
      header = rewriteHeader(pending, frame);
    } catch {
      return unchanged(pending);
    }
    if (header)
      return {
        head: header.head,
        restStart: header.imageStart,
        rest: continueWith(pending.subarray(header.imageStart)),
      };
    if (pending.length > MAX_HEADER_BYTES) return unchanged(pending);
  }
}

/** The JPEG's bytes with the film data written in; a file that is no JPEG passes through unchanged. */
export async function* jpegWithFilmData(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  frame: OutgoingFrame,
): AsyncGenerator<Buffer> {
  const split = await splitJpegWithFilmData(source, frame);
  if (split.head.length > 0) yield split.head;
  yield* split.rest;
}
