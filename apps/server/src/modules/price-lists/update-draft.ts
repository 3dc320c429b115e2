import type { PriceListView, UpdatePriceListBody } from '@filmlab/api';
import { PriceListError, applyPriceEdits, type PriceEdit } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { presentPriceList } from './present.js';
import { insertChanges, selectListForUpdate, updateDraftEntries } from './store.js';

/** The body's entries as the domain's edits, services first, in the order given. */
function editsOf(body: UpdatePriceListBody): PriceEdit[] {
  return [
    ...(body.prices ?? []).map((p) => ({ kind: 'service' as const, service: p.service, tier: p.tier, cents: p.cents })),
    ...(body.plans ?? []).map((p) => ({ kind: 'plan' as const, planId: p.planId, cents: p.price, credits: p.credits })),
  ];
}

/**
 * Changes prices, plan fees and plan credits of a draft and records each change (who, which entry, old
 * and new cents or credits). A list that has been activated is never edited: 409.
 */
export async function updateDraft(options: {
  db: Db;
  id: number;
  userId: number;
  body: UpdatePriceListBody;
}): Promise<PriceListView> {
  const { db, id, userId, body } = options;
  return db.transaction(async (tx) => {
    const row = await selectListForUpdate(tx, id);
    if (!row) throw notFound('Price list');
    if (row.status !== 'draft') {
      throw new AppError('CONFLICT', 'Only a draft price list can be edited: make a new draft from the active one');
    }
    let applied;
    try {
      applied = applyPriceEdits(row.entries, editsOf(body));
    } catch (error) {
      if (!(error instanceof PriceListError)) throw error;
      // The contract has checked names and cents already; this is the domain's second word on it.
      const problem = `${error.field}: ${error.message}`;
      throw new AppError('BAD_REQUEST', problem, [problem]);
    }
    const updated = await updateDraftEntries(tx, id, applied.list);
    await insertChanges(tx, id, userId, applied.changes);
    return presentPriceList(updated, 'draft');
  });
}
