import type { Label } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { labelTables, type LabelKind, type LabelTarget } from './label-tables.js';
import { refreshSearchText } from './search-text.js';
import { labelTargets, mergeLabel, selectLabel, selectNamesake, targetHasLabel, updateLabelName } from './store.js';

/**
 * Renames a user's tag or location everywhere it appears. A name the user already has (in any
 * case) merges the two into that one. Given a target, the label must be on it (the roll and scan
 * routes rename "one of this roll's tags").
 */
export async function renameLabel(options: {
  db: Db;
  kind: LabelKind;
  userId: number;
  labelId: number;
  name: string;
  target?: LabelTarget;
}): Promise<Label> {
  const { db, kind, userId, labelId, name, target } = options;
  const noun = labelTables(kind).noun;
  return db.transaction(async (tx) => {
    const label = await selectLabel(tx, kind, userId, labelId);
    if (!label) throw notFound(noun);
    if (target && !(await targetHasLabel(tx, kind, target, labelId))) throw notFound(noun);
    const before = await labelTargets(tx, kind, labelId);
    const namesake = await selectNamesake(tx, kind, userId, labelId, name);
    let result: Label;
    if (namesake) {
      await mergeLabel(tx, kind, labelId, namesake.id);
      result = namesake;
    } else {
      result = await updateLabelName(tx, kind, labelId, name);
    }
    await refreshSearchText(tx, before);
    return result;
  });
}
