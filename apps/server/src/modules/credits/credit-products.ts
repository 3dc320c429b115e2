// Which catalogue products are the service credits (the products with the credit skus), asked of the
// products module's face: the credits table holds only their ids.
import { CREDIT_KINDS, CREDIT_PRODUCT_SKUS, type CreditKind } from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import { productIdsBySku } from '../products/product-service.js';

/** The credit products' ids by kind. */
export async function creditProducts(db: Db | Tx): Promise<Map<CreditKind, number>> {
  const ids = await productIdsBySku(db, Object.values(CREDIT_PRODUCT_SKUS));
  const found = new Map<CreditKind, number>();
  for (const kind of CREDIT_KINDS) {
    const id = ids.get(CREDIT_PRODUCT_SKUS[kind]);
    if (id !== undefined) found.set(kind, id);
  }
  return found;
}

/** The credit kind of each credit product's id (the reverse of creditProducts). */
export async function creditKindsByProduct(db: Db | Tx): Promise<Map<number, CreditKind>> {
  const byKind = await creditProducts(db);
  return new Map([...byKind].map(([kind, id]) => [id, kind] as const));
}
