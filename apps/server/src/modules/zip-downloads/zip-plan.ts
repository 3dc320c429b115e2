import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { toAscii } from '../film-data/exif-segment.js';
import { scanFileName } from '../scans/scan-file-link.js';
import { selectRoll, selectRollsByIds, selectRollsOfPickUp, type RollRecord } from '../rolls/roll-service.js';
import { selectUploadedScansOf, selectUploadedScansOfRolls, type ScanRecord } from '../scans/scan-service.js';

/** What a zip holds, as asked: every roll of a pick-up, one roll, or some frames. */
export type ZipTarget =
  { kind: 'PICK_UP'; pickUpId: number } | { kind: 'ROLL'; rollId: number } | { kind: 'SCANS'; scanIds: number[] };

export interface ZipEntryPlan {
  scan: ScanRecord;
  /** "Roll 12 - Kodak Portra 400/kodak-portra-400-frame-01.jpg" */
  path: string;
}

export interface ZipPlan {
  rolls: RollRecord[];
  entries: ZipEntryPlan[];
  /** Bytes of the stored frames, for progress. */
  bytesTotal: number;
  fileName: string;
}

/** A folder name any system shows as it is: ASCII, no path or reserved characters, at most 100 long. */
export function rollFolderName(roll: Pick<RollRecord, 'id' | 'name' | 'brand' | 'model'>): string {
  const film = `${roll.brand} ${roll.model}`.trim();
  const words = [`Roll ${roll.id}`, roll.name?.trim(), film].filter(Boolean).join(' - ');
  return toAscii(words)
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '')
    .slice(0, 100);
}

const slug = (text: string) =>
  toAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Each frame in its roll's folder, named as a single download names it; a clash gets a suffix. */
function entriesOf(rolls: RollRecord[], scans: ScanRecord[]): ZipEntryPlan[] {
  const rollById = new Map(rolls.map((roll) => [roll.id, roll]));
  const rollOrder = new Map(rolls.map((roll, index) => [roll.id, index]));
  const ordered = [...scans].sort(
    (a, b) =>
      (rollOrder.get(a.filmRollId) ?? 0) - (rollOrder.get(b.filmRollId) ?? 0) || a.position - b.position || a.id - b.id,
  );
  const taken = new Set<string>();
  return ordered.flatMap((scan) => {
    const roll = rollById.get(scan.filmRollId);
    if (!roll || !scan.hiResKey) return [];
    const name = scanFileName(roll, scan.position, scan.contentType);
    let path = `${rollFolderName(roll)}/${name}`;
    for (let n = 2; taken.has(path); n++) path = `${rollFolderName(roll)}/${name.replace(/(\.\w+)$/, `-${n}$1`)}`;
    taken.add(path);
    return [{ scan, path }];
  });
}

/** The frames of a zip, checked to be the user's: another user's pick-up, roll or scan reads as missing. */
export async function planZip(db: Db, userId: number, target: ZipTarget): Promise<ZipPlan> {
  let rolls: RollRecord[];
  let scans: ScanRecord[];
  let fileName: string;
  if (target.kind === 'PICK_UP') {
    rolls = await selectRollsOfPickUp(db, userId, target.pickUpId);
    if (rolls.length === 0) throw notFound('Pick-up');
    scans = await selectUploadedScansOfRolls(
      db,
      userId,
      rolls.map((roll) => roll.id),
    );
    fileName = `pick-up-${target.pickUpId}.zip`;
  } else if (target.kind === 'ROLL') {
    const roll = await selectRoll(db, userId, target.rollId);
    if (!roll) throw notFound('Roll');
    rolls = [roll];
    scans = await selectUploadedScansOfRolls(db, userId, [roll.id]);
    fileName = `${[`roll-${roll.id}`, slug(`${roll.brand} ${roll.model}`)].filter(Boolean).join('-')}.zip`;
  } else {
    scans = await selectUploadedScansOf(db, userId, target.scanIds);
    const found = new Set(scans.map((scan) => scan.id));
    const missing = target.scanIds.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError(
        'NOT_FOUND',
        'Some of these scans were not found',
        missing.slice(0, 20).map((id) => `scanIds: scan ${id} not found`),
      );
    }
    rolls = (await selectRollsByIds(db, [...new Set(scans.map((scan) => scan.filmRollId))])).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
    );
    fileName = `frames-${scans.length}.zip`;
  }
  const entries = entriesOf(rolls, scans);
  return {
    rolls,
    entries,
    bytesTotal: entries.reduce((sum, entry) => sum + (entry.scan.sizeBytes ?? 0), 0),
    fileName,
  };
}
