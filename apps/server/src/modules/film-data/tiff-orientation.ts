import { combineOrientation } from './orientation.js';

// A TIFF leaves with the member's rotation in its Orientation tag, its image data untouched: a copy
// of IFD0 with the new Orientation is appended to the file and the header points at it. Every other
// entry's values stay where they were, so the file's own bytes pass through unchanged between the
// new 8-byte header and the appended IFD.

/** Reads bytes start..end (inclusive) of the stored file. */
export type ReadRange = (start: number, end: number) => Promise<Buffer>;

export interface TiffPatch {
  /** The new 8-byte header: the file's own, pointing at the appended IFD0. */
  head: Buffer;
  /** The file's bytes from here on pass unchanged. */
  restStart: number;
  /** Appended after the file's last byte: padding to a word boundary, then the new IFD0. */
  tail: Buffer;
}

const ORIENTATION = 0x0112;
const SHORT = 3;
/** More entries than any real IFD0 has: a file that claims more is not read further. */
const MAX_ENTRIES = 4096;

/**
 * The patch that turns a TIFF of `size` bytes by `rotation` degrees more, or null when nothing
 * changes (no turn) or the file is no classic TIFF (BigTIFF and damaged files leave as they are).
 */
export async function tiffOrientationPatch(read: ReadRange, size: number, rotation: number): Promise<TiffPatch | null> {
  if (size < 8) return null;
  const header = await read(0, 7);
  const order = header.toString('latin1', 0, 2);
  const little = order === 'II';
  if (!little && order !== 'MM') return null;
  const u16 = (bytes: Buffer, at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (bytes: Buffer, at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  if (u16(header, 2) !== 42) return null;
  const ifdOffset = u32(header, 4);
  if (ifdOffset < 8 || ifdOffset + 2 > size) return null;
  const count = u16(await read(ifdOffset, ifdOffset + 1), 0);
  if (count === 0 || count > MAX_ENTRIES || ifdOffset + 2 + count * 12 + 4 > size) return null;
  const table = await read(ifdOffset + 2, ifdOffset + 2 + count * 12 + 3);
  const entries = Array.from({ length: count }, (_, i) => Buffer.from(table.subarray(i * 12, i * 12 + 12)));
  const nextIfd = table.subarray(count * 12, count * 12 + 4);

  const existing = entries.find((entry) => u16(entry, 0) === ORIENTATION);
  const original = existing && u16(existing, 2) === SHORT ? u16(existing, 8) : null;
  const turned = combineOrientation(original, rotation);
  if (turned === (original ?? 1)) return null;

  const entry = Buffer.alloc(12);
  const w16 = (at: number, value: number) => (little ? entry.writeUInt16LE(value, at) : entry.writeUInt16BE(value, at));
  const w32 = (at: number, value: number) => (little ? entry.writeUInt32LE(value, at) : entry.writeUInt32BE(value, at));
  w16(0, ORIENTATION);
  w16(2, SHORT);
  w32(4, 1);
  w16(8, turned);
  const others = entries.filter((e) => u16(e, 0) !== ORIENTATION);
  const ifd = [...others, entry].sort((a, b) => u16(a, 0) - u16(b, 0));

  const padding = size % 2;
  const newOffset = size + padding;
  if (newOffset + 2 + ifd.length * 12 + 4 > 0xffffffff) return null;
  const countBytes = Buffer.alloc(2);
  if (little) countBytes.writeUInt16LE(ifd.length, 0);
  else countBytes.writeUInt16BE(ifd.length, 0);
  const head = Buffer.from(header);
  if (little) head.writeUInt32LE(newOffset, 4);
  else head.writeUInt32BE(newOffset, 4);
  return { head, restStart: 8, tail: Buffer.concat([Buffer.alloc(padding), countBytes, ...ifd, nextIfd]) };
}
