// The TIFF structure inside an Exif block: reading an existing block's IFD0 and Exif IFD entries
// (to keep a scanner's own tags) and writing entries back, always big-endian.

/** One IFD entry; `data` holds its `count` values big-endian, whatever the source's byte order. */
export interface TiffEntry {
  tag: number;
  type: number;
  count: number;
  data: Buffer;
}

export const BYTE = 1;
export const ASCII = 2;
export const SHORT = 3;
export const LONG = 4;
export const RATIONAL = 5;
export const UNDEFINED = 7;

/** Bytes per value of each TIFF type, and the width of the numbers to swap (a rational is two). */
const SIZES: Record<number, { size: number; unit: number }> = {
  1: { size: 1, unit: 1 },
  2: { size: 1, unit: 1 },
  3: { size: 2, unit: 2 },
  4: { size: 4, unit: 4 },
  5: { size: 8, unit: 4 },
  6: { size: 1, unit: 1 },
  7: { size: 1, unit: 1 },
  8: { size: 2, unit: 2 },
  9: { size: 4, unit: 4 },
  10: { size: 8, unit: 4 },
  11: { size: 4, unit: 4 },
  12: { size: 8, unit: 8 },
};

export const EXIF_IFD_POINTER = 0x8769;

export const asciiEntry = (tag: number, text: string): TiffEntry => {
  const data = Buffer.from(`${text}\0`, 'latin1');
  return { tag, type: ASCII, count: data.length, data };
};

export const shortEntry = (tag: number, ...values: number[]): TiffEntry => {
  const data = Buffer.alloc(2 * values.length);
  values.forEach((value, i) => data.writeUInt16BE(value, 2 * i));
  return { tag, type: SHORT, count: values.length, data };
};

export const longEntry = (tag: number, value: number): TiffEntry => {
  const data = Buffer.alloc(4);
  data.writeUInt32BE(value, 0);
  return { tag, type: LONG, count: 1, data };
};

export const rationalEntry = (tag: number, numerator: number, denominator: number): TiffEntry => {
  const data = Buffer.alloc(8);
  data.writeUInt32BE(numerator, 0);
  data.writeUInt32BE(denominator, 4);
  return { tag, type: RATIONAL, count: 1, data };
};

export const undefinedEntry = (tag: number, data: Buffer): TiffEntry => ({
  tag,
  type: UNDEFINED,
  count: data.length,
  data,
});

/** The first SHORT (or LONG) value of an entry. */
export const numberOf = (entry: TiffEntry | undefined): number | null => {
  if (!entry || entry.count < 1) return null;
  if (entry.type === SHORT) return entry.data.readUInt16BE(0);
  if (entry.type === LONG) return entry.data.readUInt32BE(0);
  return null;
};

/** IFD0 and the Exif IFD of an Exif payload ("Exif\0\0" + TIFF); entries that do not read are left out. */
export function readExifEntries(payload: Buffer): { ifd0: TiffEntry[]; exif: TiffEntry[] } {
  const tiff = payload.subarray(6);
  const empty = { ifd0: [], exif: [] };
  if (tiff.length < 8) return empty;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return empty;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));

  const readIfd = (start: number): TiffEntry[] => {
    if (start < 8 || start + 2 > tiff.length) return [];
    const count = u16(start);
    const entries: TiffEntry[] = [];
    for (let i = 0; i < count; i++) {
      const at = start + 2 + i * 12;
      if (at + 12 > tiff.length) break;
      const type = u16(at + 2);
      const sizes = SIZES[type];
      const valueCount = u32(at + 4);
      if (!sizes) continue;
      const length = sizes.size * valueCount;
      const from = length <= 4 ? at + 8 : u32(at + 8);
      if (length > tiff.length || from + length > tiff.length) continue;
      const data = Buffer.from(tiff.subarray(from, from + length));
      if (little && sizes.unit > 1) {
        if (sizes.unit === 2) data.swap16();
        else if (sizes.unit === 4) data.swap32();
        else data.swap64();
      }
      entries.push({ tag: u16(at), type, count: valueCount, data });
    }
    return entries;
  };

  try {
    const ifd0 = readIfd(u32(4));
    const pointer = numberOf(ifd0.find((entry) => entry.tag === EXIF_IFD_POINTER));
    return { ifd0, exif: pointer ? readIfd(pointer) : [] };
  } catch {
    // A broken Exif block has nothing to keep.
    return empty;
  }
}

/** An IFD written at `offset` of the TIFF structure, entries in tag order, its long values after the table. */
export function writeIfd(entries: readonly TiffEntry[], offset: number, nextIfd = 0): Buffer {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const tableSize = 2 + sorted.length * 12 + 4;
  const table = Buffer.alloc(tableSize);
  const data: Buffer[] = [];
  let dataOffset = offset + tableSize;
  table.writeUInt16BE(sorted.length, 0);
  sorted.forEach((entry, i) => {
    const at = 2 + i * 12;
    table.writeUInt16BE(entry.tag, at);
    table.writeUInt16BE(entry.type, at + 2);
    table.writeUInt32BE(entry.count, at + 4);
    if (entry.data.length <= 4) {
      entry.data.copy(table, at + 8);
      return;
    }
    table.writeUInt32BE(dataOffset, at + 8);
    // Values start on a word boundary.
    const padded = entry.data.length % 2 ? Buffer.concat([entry.data, Buffer.alloc(1)]) : entry.data;
    data.push(padded);
    dataOffset += padded.length;
  });
  table.writeUInt32BE(nextIfd, tableSize - 4);
  return Buffer.concat([table, ...data]);
}
