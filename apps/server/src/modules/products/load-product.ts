import type { Product, ProductDetail } from '@filmlab/api';
import type { PrintSizePrices } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db, Tx } from '../../db/client.js';
import { selectDetailsOf, type DetailRow } from './detail-store.js';
import { selectImagesOf, selectImagesOfDetails, type ImageRow } from './image-store.js';
import { atListPrices, sellsPrintSizes } from './list-prices.js';
import { presentImages, presentProduct, presentSummary } from './present-product.js';
import { selectCollectionIdsOf, selectVariants, type ProductRow } from './store.js';
import { adminViewer, type Viewer } from './viewer.js';

export async function presentDetail(blobs: BlobStore, row: DetailRow, images: ImageRow[]): Promise<ProductDetail> {
  return {
    id: row.id,
    productId: row.productId,
    subtitle: row.subtitle,
    body: row.body,
    filterable: row.filterable,
    position: row.position,
    images: await presentImages(blobs, images),
  };
}

/** A single product with everything the product page and the admin editor show. */
export async function loadProduct(options: {
  db: Db | Tx;
  blobs: BlobStore;
  row: ProductRow;
  viewer: Viewer;
  now?: Date;
  /** The price list's print sizes, read for a print product (its sizes are sold at the list's prices). */
  printSizes?: () => Promise<PrintSizePrices | undefined>;
}): Promise<Product> {
  const { db, blobs, row, viewer } = options;
  // All of them: the product's figures come from every variant; presentSummary hides the ones off sale.
  const printSizes = sellsPrintSizes(row.sku) ? await options.printSizes?.() : undefined;
  const variants = atListPrices(row.sku, await selectVariants(db, row.id, adminViewer), printSizes);
  const images = await selectImagesOf(db, { target: 'product', id: row.id });
  const details = await selectDetailsOf(db, row.id);
  const detailImages = await selectImagesOfDetails(
    db,
    details.map((detail) => detail.id),
  );
  const collectionIds = await selectCollectionIdsOf(db, row.id);
  const presentedDetails = await Promise.all(
    details.map((detail) =>
      presentDetail(
        blobs,
        detail,
        detailImages.filter((image) => image.productDetailId === detail.id),
      ),
    ),
  );
  const summary = presentSummary(row, variants, await presentImages(blobs, images), options.now ?? new Date(), viewer);
  return presentProduct(summary, presentedDetails, collectionIds);
}
