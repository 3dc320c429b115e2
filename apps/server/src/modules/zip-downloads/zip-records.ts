// The records of a store-mode zip written as a stream (PKWARE APPNOTE 6.3.10): a local header with
// sizes left for the data descriptor that follows the data (flag bit 3), names in UTF-8 (bit 11),
// and zip64 fields only where a size, offset or count does not fit, so small archives stay
// readable by tools without zip64.

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
/** Flags: sizes and CRC in a data descriptor (bit 3), the name in UTF-8 (bit 11). */
const FLAGS = 0x0008 | 0x0800;
const VERSION_PLAIN = 20;
const VERSION_ZIP64 = 45;

export interface ZipEntryRecord {
  name: Buffer;
  date: Date;
  crc: number;
  size: number;
  /** Where the entry's local header starts in the archive. */
  offset: number;
}

/** The date in MS-DOS form (local time, two-second steps, 1980 to 2107). */
export function dosDateTime(date: Date): { time: number; date: number } {
  const d =
    date.getFullYear() < 1980
      ? new Date(1980, 0, 1)
      : date.getFullYear() > 2107
        ? new Date(2107, 11, 31, 23, 59, 58)
        : date;
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

export function localHeader(entry: Pick<ZipEntryRecord, 'name' | 'date'>): Buffer {
  const header = Buffer.alloc(30 + entry.name.length);
  const dos = dosDateTime(entry.date);
  header.writeUInt32LE(0x04034b50, 0);
  // 2.0: the sizes are not known yet; like Go's archive/zip, zip64 shows only in the central directory
  // (and an 8-byte descriptor) for an entry that turns out 4 GiB or more, so tools without zip64 read the rest.
  header.writeUInt16LE(VERSION_PLAIN, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(dos.time, 10);
  header.writeUInt16LE(dos.date, 12);
  // CRC and both sizes (14..25) stay zero: they follow the data.
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  entry.name.copy(header, 30);
  return header;
}

/** The data descriptor: 8-byte sizes when the entry is 4 GiB or more (zip64), else 4-byte. */
export function dataDescriptor(entry: Pick<ZipEntryRecord, 'crc' | 'size'>): Buffer {
  const wide = entry.size >= MAX32;
  const descriptor = Buffer.alloc(wide ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc >>> 0, 4);
  if (wide) {
    descriptor.writeBigUInt64LE(BigInt(entry.size), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.size, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
}

export function centralHeader(entry: ZipEntryRecord): Buffer {
  const bigSize = entry.size >= MAX32;
  const bigOffset = entry.offset >= MAX32;
  // Zip64 extra field (tag 1): only the values that do not fit, in the order the spec gives.
  const wide: number[] = [...(bigSize ? [entry.size, entry.size] : []), ...(bigOffset ? [entry.offset] : [])];
  const extra = Buffer.alloc(wide.length ? 4 + 8 * wide.length : 0);
  if (wide.length) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8 * wide.length, 2);
    wide.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i));
  }
  const header = Buffer.alloc(46 + entry.name.length + extra.length);
  const dos = dosDateTime(entry.date);
  const version = wide.length ? VERSION_ZIP64 : VERSION_PLAIN;
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(version, 4); // made by (MS-DOS attributes)
  header.writeUInt16LE(version, 6); // needed to extract
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(dos.time, 12);
  header.writeUInt16LE(dos.date, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(bigSize ? MAX32 : entry.size, 20);
  header.writeUInt32LE(bigSize ? MAX32 : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  // Comment length, disk number, internal and external attributes (32..41) stay zero.
  header.writeUInt32LE(bigOffset ? MAX32 : entry.offset, 42);
  entry.name.copy(header, 46);
  extra.copy(header, 46 + entry.name.length);
  return header;
}

/**
 * The end of the archive: the zip64 end record and its locator when the count, the directory's
 * size or its offset do not fit the classic record, then the classic end record.
 */
export function endRecords(directory: { count: number; offset: number; size: number }): Buffer {
  const { count, offset, size } = directory;
  const zip64 = count >= MAX16 || offset >= MAX32 || size >= MAX32;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? MAX16 : count, 8);
  end.writeUInt16LE(zip64 ? MAX16 : count, 10);
  end.writeUInt32LE(zip64 ? MAX32 : size, 12);
  end.writeUInt32LE(zip64 ? MAX32 : offset, 16);
  if (!zip64) return end;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4); // the size of the rest of this record
  record.writeUInt16LE(VERSION_ZIP64, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  // This disk and the directory's disk (16..23) are zero.
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + size), 8); // where the zip64 end record starts
  locator.writeUInt32LE(1, 16); // one disk in all
  return Buffer.concat([record, locator, end]);
}
