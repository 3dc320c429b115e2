import type { Product, UpdateProductBody } from '@filmlab/api';
import { MAX_VARIANTS, productFigures, type ProductFigures } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { withUniqueFields } from './db-errors.js';
import { loadProduct } from './load-product.js';
import { refusePrintPriceChanges } from './print-variant-prices.js';
import { refuseFiguresOffVariants } from './figures-from-variants.js';
import { definedOnly, newVariantFields, productChanges, variantChanges } from './product-input.js';
import {
  deleteVariantRows,
  insertVariants,
  freeSlug,
  lockProduct,
  nextVariantPosition,
  productUniqueFields,
  selectVariants,
  updateProductRow,
  updateVariantRow,
  type ProductRow,
  type VariantRow,
} from './store.js';
import { adminViewer } from './viewer.js';

type VariantChanges = NonNullable<UpdateProductBody['variants']>;

/** Every variant id named must be this product's, and none may be both updated and deleted. */
function checkVariantIds(changes: VariantChanges, own: Set<number>): void {
  const errors: string[] = [];
  const deleting = new Set(changes.delete ?? []);
  changes.update?.forEach((variant, i) => {
    if (!own.has(variant.id)) errors.push(`variants.update.${i}.id: Variant ${variant.id} belongs to another product.`);
    else if (deleting.has(variant.id))
      errors.push(`variants.update.${i}.id: Variant ${variant.id} cannot be changed and deleted at once.`);
  });
  changes.delete?.forEach((id, i) => {
    if (!own.has(id)) errors.push(`variants.delete.${i}: Variant ${id} belongs to another product.`);
  });
  if (errors.length > 0) throw new AppError('BAD_REQUEST', 'Some of these variants are not this product’s.', errors);
}

/** Deletes, then updates, then creates; returns the product's variants before and after, in order. */
async function applyVariantChanges(
  tx: Tx,
  productId: number,
  changes: VariantChanges,
): Promise<{ before: VariantRow[]; after: VariantRow[] }> {
  const before = await selectVariants(tx, productId, adminViewer);
  checkVariantIds(changes, new Set(before.map((variant) => variant.id)));
  await deleteVariantRows(tx, productId, changes.delete ?? []);
  for (const variant of changes.update ?? [])
    await updateVariantRow(tx, productId, variant.id, variantChanges(variant));
  const next = await nextVariantPosition(tx, productId);
  await insertVariants(
    tx,
    productId,
    (changes.create ?? []).map((variant, i) => newVariantFields(variant, next + i)),
  );
  const after = await selectVariants(tx, productId, adminViewer);
  if (after.length > MAX_VARIANTS) {
    throw new AppError('BAD_REQUEST', `A product has at most ${MAX_VARIANTS} variants.`, [
      `variants.create: This product would have ${after.length} variants; it may have at most ${MAX_VARIANTS}.`,
    ]);
  }
  return { before, after };
}

/**
 * The default variant after the update: the one asked for (it must be the product's), else the kept
 * or first one. A product with variants always has one, so a line naming no variant is charged a
 * variant's price, never the product's own.
 */
function chooseDefault(current: ProductRow, asked: number | null | undefined, variantIds: number[]): number | null {
  if (asked === null && variantIds.length > 0) {
    throw new AppError('BAD_REQUEST', 'A product with variants sells one of them by default.', [
      'defaultProductVariantId: Choose one of this product’s variants to sell by default.',
    ]);
  }
  if (asked !== undefined && asked !== null) {
    if (!variantIds.includes(asked)) {
      throw new AppError('BAD_REQUEST', 'The default variant must be one of this product’s variants.', [
        'defaultProductVariantId: The default variant must be one of this product’s variants.',
      ]);
    }
    return asked;
  }
  const kept = current.defaultProductVariantId;
  if (kept !== null && variantIds.includes(kept)) return kept;
  return variantIds[0] ?? null;
}

/**
 * The product's own figures after the update. With variants they are the variants' (a different
 * figure asked for is refused); when the last variant goes, the product keeps selling at the
 * figures its variants had, unless new ones are sent.
 */
function figuresAfter(
  current: ProductRow,
  changes: UpdateProductBody,
  variants: { before: VariantRow[]; after: VariantRow[] },
  defaultId: number | null,
): Partial<ProductFigures> {
  const asked = { price: changes.price, memberPrice: changes.memberPrice, stock: changes.stock };
  if (variants.after.length > 0) {
    const figures = productFigures(current, variants.after, defaultId);
    refuseFiguresOffVariants(asked, figures);
    return figures;
  }
  if (variants.before.length === 0) return definedOnly(asked);
  return { ...productFigures(current, variants.before, current.defaultProductVariantId), ...definedOnly(asked) };
}

/**
 * Changes a product and creates, updates and deletes its variants in one transaction: a bad variant
 * id, a taken sku, a default that is not the product's or a figure its variants contradict leaves
 * everything as it was.
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
      const variants = await applyVariantChanges(tx, productId, changes.variants ?? {});
      // Refused after the writes: the transaction rolls them back.
      refusePrintPriceChanges(current, changes, variants.before);
      const defaultProductVariantId = chooseDefault(
        current,
        changes.defaultProductVariantId,
        variants.after.map((variant) => variant.id),
      );
      const columns = productChanges(changes, current);
      // A slug made from the new name is unique; one the admin sent is theirs (a clash is a 409).
      if (changes.slug === undefined && columns.slug) columns.slug = await freeSlug(tx, columns.slug, productId);
      const row = await updateProductRow(tx, productId, {
        ...columns,
        ...figuresAfter(current, changes, variants, defaultProductVariantId),
        defaultProductVariantId,
      });
      if (!row) throw notFound('Product');
      return loadProduct({ db: tx, blobs, row, viewer: adminViewer });
    }),
  );
}
