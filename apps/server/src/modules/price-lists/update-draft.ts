import type { PriceListView, UpdatePriceListBody } from '@filmlab/api';
import {
  PRINT_PRODUCT_SKUS,
  PriceListError,
  applyPriceEdits,
  printSizeOf,
  rowOfVariant,
  type PriceEdit,
  type PrintSize,
  type PriceRow,
} from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { activeVariantsOf } from '../products/product-service.js';
import { presentPriceList } from './present.js';
import { insertChanges, selectListForUpdate, updateDraftEntries } from './store.js';

/** The body's entries as the domain's edits, services first, in the order given. */
function editsOf(body: UpdatePriceListBody): PriceEdit[] {
  return [
    ...(body.prices ?? []).map((p) => ({ kind: 'service' as const, service: p.service, tier: p.tier, cents: p.cents })),
    ...(body.plans ?? []).map((p) => ({ kind: 'plan' as const, planId: p.planId, cents: p.price, credits: p.credits })),
    ...(body.printSizes ?? []).map((p) => ({ kind: 'printSize' as const, size: p.size, tier: p.tier, cents: p.cents })),
  ];
}

/** The print sizes the catalogue sells now (active variants of the print products), at their variants' prices. */
async function offeredPrintSizes(tx: Tx): Promise<Partial<Record<PrintSize, PriceRow>>> {
  const variants = await activeVariantsOf(tx, { skus: PRINT_PRODUCT_SKUS, productType: 'PRINT' });
  const offered: Partial<Record<PrintSize, PriceRow>> = {};
  for (const variant of variants) {
    const size = printSizeOf(variant.sku, variant.name);
    if (size && !offered[size]) offered[size] = rowOfVariant(variant);
  }
  return offered;
}

/**
 * Changes prices, plan fees, plan credits and print sizes' prices of a draft and records each change
 * (who, which entry, old and new cents or credits). A print size must be one the catalogue sells. A list that has been activated is never edited: 409.
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
      const edits = editsOf(body);
      const offered = edits.some((edit) => edit.kind === 'printSize') ? await offeredPrintSizes(tx) : {};
      applied = applyPriceEdits(row.entries, edits, offered);
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
