import type { Product, UpdateProductBody } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { withUniqueFields } from './db-errors.js';
import { loadProduct } from './load-product.js';
import { newVariantFields, productChanges, variantChanges } from './product-input.js';
import {
  deleteVariantRows,
  insertVariants,
  lockProduct,
  nextVariantPosition,
  productUniqueFields,
  selectVariants,
  updateProductRow,
  updateVariantRow,
  type ProductRow,
} from './store.js';
import { adminViewer } from './viewer.js';

type VariantChanges = NonNullable<UpdateProductBody['variants']>;

/** Every variant id named must be this product's, and none may be both updated and deleted. */
function checkVariantIds(changes: VariantChanges, own: Set<number>): void {
  const errors: string[] = [];
  const deleting = new Set(changes.delete ?? []);
  changes.update?.forEach((variant, i) => {
    if (!own.has(variant.id)) errors.push(`variants.update.${i}.id: is not a variant of this product`);
    else if (deleting.has(variant.id)) errors.push(`variants.update.${i}.id: is also being deleted`);
  });
  changes.delete?.forEach((id, i) => {
    if (!own.has(id)) errors.push(`variants.delete.${i}: is not a variant of this product`);
  });
  if (errors.length > 0) throw new AppError('BAD_REQUEST', 'Some variants are not this product’s', errors);
}

/** Deletes, then updates, then creates; returns the ids of the product's variants afterwards, in order. */
async function applyVariantChanges(tx: Tx, productId: number, changes: VariantChanges): Promise<number[]> {
  const existing = await selectVariants(tx, productId, adminViewer);
  checkVariantIds(changes, new Set(existing.map((variant) => variant.id)));
  await deleteVariantRows(tx, productId, changes.delete ?? []);
  for (const variant of changes.update ?? [])
    await updateVariantRow(tx, productId, variant.id, variantChanges(variant));
  const next = await nextVariantPosition(tx, productId);
  await insertVariants(
    tx,
    productId,
    (changes.create ?? []).map((variant, i) => newVariantFields(variant, next + i)),
  );
  return (await selectVariants(tx, productId, adminViewer)).map((variant) => variant.id);
}

/** The default variant after the update: the one asked for (it must be the product's), else the kept or first one. */
function chooseDefault(current: ProductRow, asked: number | null | undefined, variantIds: number[]): number | null {
  if (asked === null) return null;
  if (asked !== undefined) {
    if (!variantIds.includes(asked)) {
      throw new AppError('BAD_REQUEST', 'The default variant must be one of this product’s variants', [
        'defaultProductVariantId: is not a variant of this product',
      ]);
    }
    return asked;
  }
  const kept = current.defaultProductVariantId;
  if (kept !== null && variantIds.includes(kept)) return kept;
  return variantIds[0] ?? null;
}

/**
 * Changes a product and creates, updates and deletes its variants in one transaction: a bad variant
 * id, a taken sku or a default that is not the product's leaves everything as it was.
 */
export async function updateProduct(options: {
  db: Db;
  blobs: BlobStore;
  productId: number;
  changes: UpdateProductBody;
}): Promise<Product> {
  const { db, blobs, productId, changes } = options;
  return withUniqueFields(productUniqueFields, () =>
    db.transaction(async (tx) => {
      const current = await lockProduct(tx, productId);
      if (!current) throw notFound('Product');
      const variantIds = await applyVariantChanges(tx, productId, changes.variants ?? {});
      const defaultProductVariantId = chooseDefault(current, changes.defaultProductVariantId, variantIds);
      const row = await updateProductRow(tx, productId, {
        ...productChanges(changes, current),
        defaultProductVariantId,
      });
      if (!row) throw notFound('Product');
      return loadProduct({ db: tx, blobs, row, viewer: adminViewer });
    }),
  );
}
