import type { PriceListChange, PriceListView } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { findAccountById } from '../users/service.js';
import { inForceId, presentChange, presentPriceList, statusOf } from './present.js';
import { selectAllLists, selectChanges, selectStartedLists } from './store.js';

/** Every price list, newest first, each with its state now, and the change log with who made each change. */
export async function listPriceLists(options: {
  db: Db;
}): Promise<{ priceLists: PriceListView[]; changes: PriceListChange[] }> {
  const { db } = options;
  const now = new Date();
  const rows = await selectAllLists(db);
  const started = await selectStartedLists(db);
  const changes = await selectChanges(db);
  const current = inForceId(started, now);
  const names = new Map<number, string | null>();
  for (const userId of new Set(changes.map((c) => c.userId).filter((u): u is number => u !== null))) {
    const user = await findAccountById(db, userId);
    names.set(userId, user ? `${user.firstName} ${user.lastName}`.trim() : null);
  }
  return {
    priceLists: rows.map((row) => presentPriceList(row, statusOf(row, current, now))),
    changes: changes.map((change) =>
      presentChange(change, change.userId === null ? null : (names.get(change.userId) ?? null)),
    ),
  };
}
