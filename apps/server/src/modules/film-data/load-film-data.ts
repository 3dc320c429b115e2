import type { Db } from '../../db/client.js';
import { selectRollsByIds } from '../rolls/roll-service.js';
import type { ScanRecord } from '../scans/scan-service.js';
import { labelsOf } from '../tags/tag-service.js';
import { isoFromModel, type FilmData } from './film-data.js';

/** The film data of each scan, from its roll and the roll's and frame's labels, in a few queries. */
export async function loadFilmData(
  db: Db,
  labName: string,
  scans: readonly ScanRecord[],
): Promise<Map<number, FilmData>> {
  const rollIds = [...new Set(scans.map((scan) => scan.filmRollId))];
  const [rolls, rollLabels, scanLabels] = await Promise.all([
    selectRollsByIds(db, rollIds),
    labelsOf(db, 'roll', rollIds),
    labelsOf(
      db,
      'scan',
      scans.map((scan) => scan.id),
    ),
  ]);
  const byId = new Map(rolls.map((roll) => [roll.id, roll]));
  const names = (labels: Array<{ name: string }> | undefined) => (labels ?? []).map((label) => label.name);
  const unique = (items: string[]) => [...new Set(items)];
  const result = new Map<number, FilmData>();
  for (const scan of scans) {
    const roll = byId.get(scan.filmRollId);
    if (!roll) continue;
    result.set(scan.id, {
      brand: roll.brand,
      model: roll.model,
      iso: isoFromModel(roll.model),
      format: roll.format,
      process: roll.process,
      // Push/pull is an order option (roll_order_defaults), not on the roll yet.
      pushPull: null,
      lab: labName,
      date: roll.createdAt,
      rollId: roll.id,
      frame: scan.position,
      locations: unique([...names(rollLabels.locations.get(roll.id)), ...names(scanLabels.locations.get(scan.id))]),
      tags: unique([...names(rollLabels.tags.get(roll.id)), ...names(scanLabels.tags.get(scan.id))]),
      description: scan.description,
    });
  }
  return result;
}
