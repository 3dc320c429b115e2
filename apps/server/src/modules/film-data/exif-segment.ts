import { filmName, filmSummary, type FilmData } from './film-data.js';

// A JPEG APP1 "Exif" segment written from scratch: a little TIFF structure (big-endian) with IFD0
// and an Exif IFD. ASCII fields are 7-bit by the standard, so text is folded to ASCII here; the
// full text is in the XMP packet beside it.

type Entry = { tag: number; type: 2 | 3 | 4 | 7; value: Buffer | number };

const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const UNDEFINED = 7;

/** Accents folded, anything else outside printable ASCII dropped. */
export const toAscii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 2000);

const ascii = (text: string) => Buffer.from(`${toAscii(text)}\0`, 'latin1');

/** EXIF's date form, in UTC: 2026:11:23 16:05:00. */
export const exifDate = (date: Date) => date.toISOString().slice(0, 19).replace(/-/g, ':').replace('T', ' ');

function ifd(entries: Entry[], offset: number, nextIfd: number): { bytes: Buffer; size: number } {
  entries.sort((a, b) => a.tag - b.tag);
  const tableSize = 2 + entries.length * 12 + 4;
  const data: Buffer[] = [];
  let dataOffset = offset + tableSize;
  const table = Buffer.alloc(tableSize);
  table.writeUInt16BE(entries.length, 0);
  entries.forEach((entry, i) => {
    const at = 2 + i * 12;
    table.writeUInt16BE(entry.tag, at);
    table.writeUInt16BE(entry.type, at + 2);
    if (typeof entry.value === 'number') {
      table.writeUInt32BE(1, at + 4);
      if (entry.type === SHORT) table.writeUInt16BE(entry.value, at + 8);
      else table.writeUInt32BE(entry.value, at + 8);
      return;
    }
    const bytes = entry.value;
    table.writeUInt32BE(bytes.length, at + 4);
    if (bytes.length <= 4) {
      bytes.copy(table, at + 8);
    } else {
      table.writeUInt32BE(dataOffset, at + 8);
      const padded = bytes.length % 2 ? Buffer.concat([bytes, Buffer.alloc(1)]) : bytes;
      data.push(padded);
      dataOffset += padded.length;
    }
  });
  table.writeUInt32BE(nextIfd, tableSize - 4);
  const bytes = Buffer.concat([table, ...data]);
  return { bytes, size: bytes.length };
}

/** The APP1 segment (marker and length included) for the frame; `orientation` is the original file's. */
export function exifSegment(film: FilmData, orientation: number | null): Buffer {
  const comment = [
    `Film: ${filmName(film)}`,
    film.iso ? `ISO: ${film.iso}` : '',
    `Format: ${film.format}`,
    `Process: ${film.process}`,
    film.pushPull ? `Push/pull: ${film.pushPull}` : '',
    `Lab: ${film.lab}`,
    `Roll: ${film.rollId}`,
    `Frame: ${film.frame}`,
    film.locations.length ? `Locations: ${film.locations.join(', ')}` : '',
    film.tags.length ? `Tags: ${film.tags.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const date = ascii(exifDate(film.date));
  const ifd0Entries: Entry[] = [
    {
      tag: 0x010e,
      type: ASCII,
      value: ascii(film.description ? `${filmSummary(film)}. ${film.description}` : filmSummary(film)),
    },
    { tag: 0x0131, type: ASCII, value: ascii(`${film.lab} scan`) },
    { tag: 0x0132, type: ASCII, value: date },
  ];
  if (orientation) ifd0Entries.push({ tag: 0x0112, type: SHORT, value: orientation });
  const exifEntries: Entry[] = [
    { tag: 0x9000, type: UNDEFINED, value: Buffer.from('0232', 'latin1') },
    { tag: 0x9004, type: ASCII, value: date },
    {
      tag: 0x9286,
      type: UNDEFINED,
      value: Buffer.concat([Buffer.from('ASCII\0\0\0', 'latin1'), Buffer.from(toAscii(comment), 'latin1')]),
    },
  ];
  if (film.iso) exifEntries.push({ tag: 0x8827, type: SHORT, value: film.iso });

  // IFD0 first (at offset 8, after the TIFF header), the Exif IFD after it; IFD0's size does not
  // depend on the pointer's value, so a first pass with 0 gives the offset.
  const ifd0Probe = ifd([...ifd0Entries, { tag: 0x8769, type: LONG, value: 0 }], 8, 0);
  const exifOffset = 8 + ifd0Probe.size;
  const ifd0 = ifd([...ifd0Entries, { tag: 0x8769, type: LONG, value: exifOffset }], 8, 0);
  const exifIfd = ifd(exifEntries, exifOffset, 0);
  const tiff = Buffer.concat([Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), ifd0.bytes, exifIfd.bytes]);
  return app1(Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

export function app1(payload: Buffer): Buffer {
  if (payload.length + 2 > 0xffff) throw new Error('APP1 segment too large');
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** The Orientation (0x0112) of an existing Exif payload ("Exif\0\0" + TIFF), or null. */
export function orientationOf(payload: Buffer): number | null {
  try {
    const tiff = payload.subarray(6);
    const little = tiff.toString('latin1', 0, 2) === 'II';
    const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    const start = u32(4);
    const count = u16(start);
    for (let i = 0; i < count; i++) {
      const at = start + 2 + i * 12;
      if (u16(at) === 0x0112) {
        const value = u16(at + 8);
        return value >= 1 && value <= 8 ? value : null;
      }
    }
  } catch {
    // A broken Exif block has no orientation to keep.
  }
  return null;
}
