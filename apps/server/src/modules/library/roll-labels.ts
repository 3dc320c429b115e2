import type { Label } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { selectRoll } from '../rolls/roll-service.js';
import { addLabel, removeLabel, renameLabel, type LabelKind } from '../tags/tag-service.js';

// Tags and locations on a roll: the roll must be the member's, then the tags module does the rest.

interface RollLabelOptions {
  db: Db;
  kind: LabelKind;
  userId: number;
  rollId: number;
}

async function requireRoll({ db, userId, rollId }: RollLabelOptions) {
  if (!(await selectRoll(db, userId, rollId))) throw notFound('Roll');
  return { kind: 'roll' as const, id: rollId };
}

export async function addRollLabel(options: RollLabelOptions & { name: string }): Promise<Label> {
  const target = await requireRoll(options);
  return addLabel({ ...options, target });
}

export async function renameRollLabel(options: RollLabelOptions & { labelId: number; name: string }): Promise<Label> {
  const target = await requireRoll(options);
  return renameLabel({ ...options, target });
}

export async function removeRollLabel(options: RollLabelOptions & { labelId: number }): Promise<void> {
  const target = await requireRoll(options);
  await removeLabel({ ...options, target });
}
