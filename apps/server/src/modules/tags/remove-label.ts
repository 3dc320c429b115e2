import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { labelTables, type LabelKind, type LabelTarget } from './label-tables.js';
import { refreshSearchText } from './search-text.js';
import { deleteLabelIfUnused, selectLabel, unlinkLabel } from './store.js';

/** Takes a tag or location off one roll or scan; the label itself goes once nothing carries it. */
export async function removeLabel(options: {
  db: Db;
  kind: LabelKind;
  userId: number;
  labelId: number;
  target: LabelTarget;
}): Promise<void> {
  const { db, kind, userId, labelId, target } = options;
  const noun = labelTables(kind).noun;
  await db.transaction(async (tx) => {
    if (!(await selectLabel(tx, kind, userId, labelId))) throw notFound(noun);
    if (!(await unlinkLabel(tx, kind, target, labelId))) throw notFound(noun);
    await deleteLabelIfUnused(tx, kind, labelId);
    await refreshSearchText(tx, target.kind === 'roll' ? { rollIds: [target.id] } : { scanIds: [target.id] });
  });
}
