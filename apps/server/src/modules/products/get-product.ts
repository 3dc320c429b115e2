import type { Product } from '@filmlab/api';
import { productNameFromSlug, type PrintSizePrices } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { loadProduct } from './load-product.js';
import { selectProduct } from './store.js';
import type { Viewer } from './viewer.js';

/**
 * One product by id, slug or name. A name from a URL has its dashes read as spaces (spec section 5);
 * names are matched ignoring case and dashes. Hidden products are "not found" for everyone but admins.
 */
export async function getProduct(options: {
  db: Db;
  blobs: BlobStore;
  viewer: Viewer;
  by: { id: number } | { slug: string } | { name: string };
  printSizes?: () => Promise<PrintSizePrices | undefined>;
}): Promise<Product> {
  const { db, blobs, viewer, by, printSizes } = options;
  const key = 'name' in by ? { name: productNameFromSlug(by.name) } : by;
  const row = await selectProduct(db, key, viewer);
  if (!row) throw notFound('Product');
  return loadProduct({ db, blobs, row, viewer, printSizes });
}
