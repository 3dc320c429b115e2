import { filmName, filmSummary, type FilmData } from './film-data.js';
import { labTime, offsetOfLabWallTime } from './lab-time.js';
import { combineOrientation } from './orientation.js';
import {
  asciiEntry,
  EXIF_IFD_POINTER,
  longEntry,
  numberOf,
  rationalEntry,
  readExifEntries,
  shortEntry,
  undefinedEntry,
  writeIfd,
  type TiffEntry,
} from './tiff-entries.js';

// A JPEG APP1 "Exif" segment: a little TIFF structure (big-endian) with IFD0 and an Exif IFD. Our
// tags (film, dates in the lab's time, the orientation with the member's rotation) over the
// scanner's own (make, model, resolution...), which are kept unless the lab says otherwise. ASCII
// fields are 7-bit by the standard, so text is folded to ASCII here; the full text is in the XMP
// packet beside it.

/** Accents folded, anything else outside printable ASCII dropped. */
export const toAscii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 2000);

/** What the JPEG's own segments say of its image, for the tags Exif requires of a JPEG. */
export interface JpegImageFacts {
  width: number;
  height: number;
  /** JFIF's pixel density, when the file has a JFIF segment with one. */
  density: { x: number; y: number; unit: 'inch' | 'cm' } | null;
  /** An ICC profile decides the colours; Exif's ColorSpace then says "uncalibrated". */
  hasIccProfile: boolean;
}

export interface ExifOptions {
  film: FilmData;
  /** Degrees clockwise the member turned the frame. */
  rotation: number;
  timeZone: string;
  keepScannerExif: boolean;
  /** The file's own Exif payload ("Exif\0\0" + TIFF), if it had one. */
  original: Buffer | null;
  image: JpegImageFacts;
}

/** Tags we write ourselves, or that would point at data we do not copy, or may name a person or place. */
const NOT_KEPT_IFD0 = new Set([
  0x010e, 0x0111, 0x0112, 0x0117, 0x0131, 0x0132, 0x0144, 0x0145, 0x014a, 0x0201, 0x0202, 0x02bc, 0x83bb, 0x8769,
  0x8773, 0x8825, 0x9c9b, 0x9c9c, 0x9c9d, 0x9c9e, 0x9c9f, 0xa005,
]);
const NOT_KEPT_EXIF = new Set([
  0x8769, 0x8825, 0x8827, 0x9000, 0x9004, 0x9010, 0x9011, 0x9012, 0x9286, 0x9290, 0x9292, 0x927c, 0xa002, 0xa003,
  0xa005, 0xa430,
]);

const ascii = (tag: number, text: string) => asciiEntry(tag, toAscii(text));

/** Our entries over the scanner's: ours win, and the scanner's fill in only what Exif requires. */
function merge(ours: TiffEntry[], scanner: TiffEntry[], dropped: Set<number>, defaults: TiffEntry[]): TiffEntry[] {
  const byTag = new Map<number, TiffEntry>();
  for (const entry of defaults) byTag.set(entry.tag, entry);
  for (const entry of scanner) if (!dropped.has(entry.tag)) byTag.set(entry.tag, entry);
  for (const entry of ours) byTag.set(entry.tag, entry);
  return [...byTag.values()];
}

function resolutionDefaults(image: JpegImageFacts): TiffEntry[] {
  const density = image.density;
  return [
    rationalEntry(0x011a, density?.x || 72, 1),
    rationalEntry(0x011b, density?.y || 72, 1),
    shortEntry(0x0128, density?.unit === 'cm' ? 3 : 2),
    // Centered: what JFIF decoders assume.
    shortEntry(0x0213, 1),
  ];
}

function userComment(film: FilmData): Buffer {
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
  return Buffer.concat([Buffer.from('ASCII\0\0\0', 'latin1'), Buffer.from(toAscii(comment), 'latin1')]);
}

function build(options: ExifOptions, scanner: { ifd0: TiffEntry[]; exif: TiffEntry[] }): Buffer {
  const { film, image, timeZone } = options;
  const date = labTime(film.date, timeZone);
  const originalOrientation = numberOf(
    readExifEntries(options.original ?? Buffer.alloc(0)).ifd0.find((e) => e.tag === 0x0112),
  );
  const ifd0 = merge(
    [
      ascii(0x010e, film.description ? `${filmSummary(film)}. ${film.description}` : filmSummary(film)),
      shortEntry(0x0112, combineOrientation(originalOrientation, options.rotation)),
      ascii(0x0131, `${film.lab} scan`),
      ascii(0x0132, date.exif),
    ],
    scanner.ifd0,
    NOT_KEPT_IFD0,
    resolutionDefaults(image),
  );
  const taken = scanner.exif.find((entry) => entry.tag === 0x9003 && !NOT_KEPT_EXIF.has(entry.tag));
  const takenOffset = taken ? offsetOfLabWallTime(taken.data.toString('latin1'), timeZone) : null;
  const exif = merge(
    [
      undefinedEntry(0x9000, Buffer.from('0232', 'latin1')),
      ascii(0x9004, date.exif),
      ascii(0x9010, date.offset),
      ...(takenOffset ? [ascii(0x9011, takenOffset)] : []),
      ascii(0x9012, date.offset),
      undefinedEntry(0x9286, userComment(film)),
      longEntry(0xa002, image.width),
      longEntry(0xa003, image.height),
      ...(film.iso ? [shortEntry(0x8827, film.iso)] : []),
    ],
    scanner.exif,
    NOT_KEPT_EXIF,
    [
      // Y, Cb, Cr: Exif's value for every JPEG that is not RGB.
      undefinedEntry(0x9101, Buffer.from([1, 2, 3, 0])),
      undefinedEntry(0xa000, Buffer.from('0100', 'latin1')),
      shortEntry(0xa001, image.hasIccProfile ? 0xffff : 1),
    ],
  );
  // IFD0 first (at offset 8, after the TIFF header), the Exif IFD after it; IFD0's size does not
  // depend on the pointer's value, so a first pass with 0 gives the offset.
  const probe = writeIfd([...ifd0, longEntry(EXIF_IFD_POINTER, 0)], 8);
  const exifOffset = 8 + probe.length;
  const tiff = Buffer.concat([
    Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]),
    writeIfd([...ifd0, longEntry(EXIF_IFD_POINTER, exifOffset)], 8),
    writeIfd(exif, exifOffset),
  ]);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** The APP1 segment (marker and length included) for the frame. */
export function exifSegment(options: ExifOptions): Buffer {
  const scanner =
    options.keepScannerExif && options.original ? readExifEntries(options.original) : { ifd0: [], exif: [] };
  const payload = build(options, scanner);
  // A scanner's block too big to share a segment with ours gives way: the film data comes first.
  return app1(payload.length + 2 > 0xffff ? build(options, { ifd0: [], exif: [] }) : payload);
}

export function app1(payload: Buffer): Buffer {
  if (payload.length + 2 > 0xffff) throw new Error('APP1 segment too large');
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}
