import type { CreateProductBody, Product } from '@filmlab/api';
import { productFigures } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { withUniqueFields } from './db-errors.js';
import { refuseFiguresOffVariants } from './figures-from-variants.js';
import { loadProduct } from './load-product.js';
import { newProductFields, newVariantFields } from './product-input.js';
import { freeSlug, insertProduct, insertVariants, productUniqueFields, updateProductRow } from './store.js';
import { adminViewer } from './viewer.js';

/**
 * A product and its variants in one transaction; the first variant becomes the default one. With
 * variants, the product's price, member price and stock are theirs (a different figure sent for the
 * product is refused, and nothing is created).
 */
export async function createProduct(options: { db: Db; blobs: BlobStore; input: CreateProductBody }): Promise<Product> {
  const { db, blobs, input } = options;
  const fields = newProductFields(input);
  return withUniqueFields(productUniqueFields, () =>
    db.transaction(async (tx) => {
      const slug = input.slug ?? (await freeSlug(tx, fields.slug));
      let row = await insertProduct(tx, { ...fields, slug });
      const variants = await insertVariants(
        tx,
        row.id,
        input.variants.map((variant, position) => newVariantFields(variant, position)),
      );
      const [first] = [...variants].sort((a, b) => a.position - b.position || a.id - b.id);
      if (first) {
        const figures = productFigures(row, variants, first.id);
        refuseFiguresOffVariants(input, figures);
        row = (await updateProductRow(tx, row.id, { ...figures, defaultProductVariantId: first.id })) ?? row;
      }
      return loadProduct({ db: tx, blobs, row, viewer: adminViewer });
    }),
  );
}
