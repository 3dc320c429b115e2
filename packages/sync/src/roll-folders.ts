// The scanner's export folder as the station reads it: a roll's folder is the first folder down
// whose name carries a roll code; its frames are the images below it in file-name order. Nothing
// here writes to the export folder.
import { createHash } from 'node:crypto';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { orderIdFromNumber, readFolderName } from '@filmlab/domain';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};
/** How deep a roll folder may sit under the export folder (Noritsu: date/roll), and frames under it. */
const FOLDER_DEPTH = 3;
const FRAME_DEPTH = 3;

export interface RollFolder {
  path: string;
  /** The path under the export folder, for the display. */
  label: string;
  codes: string[];
  numbers: string[];
  /** Each code's word of digits just before it in the name (`1042_K7Q2M9`), where there is one. */
  prefixes: Record<string, string>;
  /** Why a folder of frames names no roll (no code read from its name); null for a roll's folder. */
  problem: string | null;
}

export interface Frame {
  path: string;
  name: string;
  size: number;
  mtimeMs: number;
  fileType: string;
}

/** Numbers in names sort as numbers: frame 2 before frame 10, as the scanner wrote them. */
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const naturalCompare = (a: string, b: string) => natural.compare(a, b);

const isHidden = (name: string) =>
  name.startsWith('.') || name.startsWith('~') || /\.(tmp|part|crdownload)$/i.test(name);

/** The words of digits just before each code in a folder's name. */
function prefixesOf(name: string, codes: string[]): Record<string, string> {
  const words = name.split(/[^0-9A-Za-z]+/).filter(Boolean);
  const prefixes: Record<string, string> = {};
  words.forEach((word, i) => {
    const before = words[i - 1];
    if (!before || !/^\d+$/.test(before)) return;
    const code = codes.find((c) => readFolderName(word).codes.includes(c));
    if (code && !(code in prefixes)) prefixes[code] = before;
  });
  return prefixes;
}

/**
 * A word a person meant as a roll code: six capitals and digits (with a letter: not a date), or six
 * letters and digits of both kinds; "Export" or "scans" is a word, not a code.
 */
const looksLikeCode = (word: string) =>
  /^[0-9A-Za-z]{6}$/.test(word) && /[A-Za-z]/.test(word) && (/^[0-9A-Z]+$/.test(word) || /\d/.test(word));

/** Why the station cannot place a folder of frames whose path (under the export folder) has no roll code, in words. */
export function missingCodeReason(name: string): string {
  const words = name.split(/[^0-9A-Za-z]+/).filter(Boolean);
  const mistyped = words.filter(looksLikeCode);
  if (mistyped.length > 0)
    return `${mistyped.join(', ')} is not a roll code (a character is mistyped: its check character does not match); rename the folder with the code on the roll label`;
  const orders = words.filter((word) => orderIdFromNumber(word) !== null);
  if (orders.length > 0)
    return `its name has only an order number (${orders.join(', ')}), not a roll's code; an order may hold several rolls, so add the code on the roll label`;
  return 'its name has no roll code; add the code on the roll label';
}

const IMAGE = (name: string) => !isHidden(name) && path.extname(name).toLowerCase() in TYPES;

/**
 * Every roll folder under the export folder, and every folder of frames that names no roll (with the
 * reason, so the station can say why it leaves it alone rather than pass over it in silence).
 */
export async function findRollFolders(root: string): Promise<RollFolder[]> {
  const found: RollFolder[] = [];
  /** Returns whether a roll folder was found at or under `dir`'s children. */
  const walk = async (dir: string, depth: number): Promise<boolean> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    let placedBelow = false;
    for (const entry of entries.filter((e) => e.isDirectory() && !isHidden(e.name))) {
      const full = path.join(dir, entry.name);
      const label = path.relative(root, full);
      const read = readFolderName(entry.name);
      if (read.codes.length > 0) {
        found.push({ path: full, label, ...read, prefixes: prefixesOf(entry.name, read.codes), problem: null });
        placedBelow = true;
        continue;
      }
      const below = depth < FOLDER_DEPTH ? await walk(full, depth + 1) : false;
      placedBelow ||= below;
      const children = await readdir(full, { withFileTypes: true }).catch(() => []);
      if (!below && children.some((c) => c.isFile() && IMAGE(c.name)))
        found.push({ path: full, label, ...read, prefixes: {}, problem: missingCodeReason(label) });
    }
    return placedBelow;
  };
  await walk(root, 1);
  return found.sort((a, b) => naturalCompare(a.label, b.label));
}

/** The roll folder's images in frame order (by path, numbers as numbers), with sizes for the settle check. */
export async function listFrames(folder: string): Promise<Frame[]> {
  const frames: Frame[] = [];
  const walk = async (dir: string, depth: number) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (isHidden(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && depth < FRAME_DEPTH) await walk(full, depth + 1);
      const fileType = TYPES[path.extname(entry.name).toLowerCase()];
      if (!entry.isFile() || !fileType) continue;
      const info = await stat(full).catch(() => null);
      if (info)
        frames.push({
          path: full,
          name: path.relative(folder, full),
          size: info.size,
          mtimeMs: info.mtimeMs,
          fileType,
        });
    }
  };
  await walk(folder, 1);
  return frames.sort((a, b) => naturalCompare(a.name, b.name));
}

/** Changes whenever a frame is added, removed or still being written. */
export const signatureOf = (frames: Frame[]) => frames.map((f) => `${f.name}:${f.size}:${f.mtimeMs}`).join('|');

/**
 * Files are read 256 KiB at a time into buffers kept for the purpose: no garbage per chunk, and likely
 * each chunk still in the CPU cache when it is hashed or sent (bench:sync 0.95-1.25 of curl -T over five
 * runs; 1 MiB reads 0.81-1.14).
 */
export const READ_BYTES = 256 * 1024;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}
