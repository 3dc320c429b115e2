import type { Label } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import type { LabelKind, LabelTarget } from './label-tables.js';
import { refreshSearchText } from './search-text.js';
import { findOrCreateLabel, linkLabel } from './store.js';

/**
 * Puts a tag or location on a roll or scan by name: the user's own label of that name (any case),
 * or a new one. The caller has checked that the target is the user's.
 */
export async function addLabel(options: {
  db: Db;
  kind: LabelKind;
  userId: number;
  target: LabelTarget;
  name: string;
}): Promise<Label> {
  const { db, kind, userId, target, name } = options;
  return db.transaction(async (tx) => {
    const label = await findOrCreateLabel(tx, kind, userId, name);
    await linkLabel(tx, kind, target, label.id);
    await refreshSearchText(tx, target.kind === 'roll' ? { rollIds: [target.id] } : { scanIds: [target.id] });
    return label;
  });
}
