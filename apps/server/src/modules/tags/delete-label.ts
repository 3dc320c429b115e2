import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { labelTables, type LabelKind } from './label-tables.js';
import { refreshSearchText } from './search-text.js';
import { deleteLabelRow, labelTargets, selectLabel } from './store.js';

/** Deletes a user's tag or location from every roll and scan. */
export async function deleteLabel(options: {
  db: Db;
  kind: LabelKind;
  userId: number;
  labelId: number;
}): Promise<void> {
  const { db, kind, userId, labelId } = options;
  await db.transaction(async (tx) => {
    if (!(await selectLabel(tx, kind, userId, labelId))) throw notFound(labelTables(kind).noun);
    const targets = await labelTargets(tx, kind, labelId);
    await deleteLabelRow(tx, kind, userId, labelId);
    await refreshSearchText(tx, targets);
  });
}
