import type { ProductList } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { listProducts } from './list-products.js';
import type { Viewer } from './viewer.js';

/** A page of a collection's products in its order: the products module's listing, by collection id. */
export async function listCollectionProducts(options: {
  db: Db;
  blobs: BlobStore;
  viewer: Viewer;
  collectionId: number;
  query: { active?: boolean | undefined; limit: number; offset: number };
  cache?: CatalogueCache;
}): Promise<ProductList> {
  const { collectionId, query, ...rest } = options;
  return listProducts({ ...rest, query: { ...query, collection: { id: collectionId } } });
}
