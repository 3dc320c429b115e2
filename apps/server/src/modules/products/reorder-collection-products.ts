import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { lockCollection, selectCollectionProductIds, writeCollectionOrder } from './collection-store.js';

function orderProblems(current: number[], asked: number[]): string[] {
  const problems: string[] = [];
  const have = new Set(current);
  const seen = new Set<number>();
  asked.forEach((id, i) => {
    if (seen.has(id)) problems.push(`productIds.${i}: Product ${id} is listed twice.`);
    else if (!have.has(id)) problems.push(`productIds.${i}: Product ${id} is not in this collection.`);
    seen.add(id);
  });
  const missing = current.filter((id) => !seen.has(id));
  if (missing.length > 0) problems.push(`productIds: The new order leaves out product ${missing.join(', ')}.`);
  return problems;
}

/**
 * Puts the collection's products in the order given, which must name exactly its products, each
 * once. The collection is locked, so a product added meanwhile makes the list incomplete (400)
 * rather than leaving it without a place.
 */
export async function reorderCollectionProducts(options: {
  db: Db;
  collectionId: number;
  productIds: number[];
}): Promise<number[]> {
  const { db, collectionId, productIds } = options;
  return db.transaction(async (tx) => {
    if (!(await lockCollection(tx, collectionId))) throw notFound('Collection');
    const current = await selectCollectionProductIds(tx, collectionId);
    const problems = orderProblems(current, productIds);
    if (problems.length > 0) {
      throw new AppError('BAD_REQUEST', "The new order must list each of the collection's products once.", problems);
    }
    if (productIds.length > 0) await writeCollectionOrder(tx, collectionId, productIds);
    return selectCollectionProductIds(tx, collectionId);
  });
}
