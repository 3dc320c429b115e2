import { exifSegment, orientationOf } from './exif-segment.js';
import type { FilmData } from './film-data.js';
import { XMP_HEADER, xmpSegment } from './xmp-segment.js';

// Writes the film data into a JPEG as it streams by, without decoding it: the header segments
// (everything before the first SOS) are read, the old Exif and XMP blocks replaced by ours (the
// original orientation kept), and every byte from SOS on passes through untouched. Memory: the
// header only (bounded by MAX_HEADER_BYTES), whatever the file's size.

const MAX_HEADER_BYTES = 4 * 1024 * 1024;
const EXIF_HEADER = 'Exif\0\0';

interface Header {
  /** Bytes of the rewritten header. */
  head: Buffer;
  /** Where the image data (SOS) starts in the input. */
  imageStart: number;
}

/** The rewritten header, or null while `input` does not hold the whole header yet. Throws on a non-JPEG. */
export function rewriteHeader(input: Buffer, film: FilmData): Header | null {
  if (input.length < 4) return null;
  if (input[0] !== 0xff || input[1] !== 0xd8) throw new Error('not a JPEG');
  const leading: Buffer[] = [];
  const rest: Buffer[] = [];
  let orientation: number | null = null;
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
      orientation = orientationOf(payload);
    } else if (marker === 0xe1 && payload.subarray(0, XMP_HEADER.length).toString('latin1') === XMP_HEADER) {
      // Replaced by ours.
    } else if (marker === 0xe0 && rest.length === 0) {
      leading.push(segment); // JFIF stays first
    } else {
      rest.push(segment);
    }
    pos += 2 + length;
  }
  const head = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...leading,
    exifSegment(film, orientation),
    xmpSegment(film),
    ...rest,
  ]);
  return { head, imageStart: pos };
}

/** The JPEG's bytes with the film data written in; a file that is no JPEG passes through unchanged. */
export async function* jpegWithFilmData(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  film: FilmData,
): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let done = false;
  for await (const chunk of source) {
    if (done) {
      yield chunk;
      continue;
    }
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let header: Header | null;
    try {
      header = rewriteHeader(pending, film);
    } catch {
      header = null;
      done = true;
      yield pending;
      continue;
    }
    if (header) {
      done = true;
      yield header.head;
      yield pending.subarray(header.imageStart);
    } else if (pending.length > MAX_HEADER_BYTES) {
      done = true;
      yield pending;
    }
  }
  if (!done && pending.length > 0) yield pending;
}
