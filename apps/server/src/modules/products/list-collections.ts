import type { CollectionList } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { firstCollectionImages } from './catalogue-images.js';
import type { CatalogueCache } from './catalogue-cache.js';
import type { Viewer } from './viewer.js';
import { presentCollection } from './present-collection.js';
import { productCountsOf } from './collection-product-counts.js';
import { countCollections, selectCollectionPage } from './collection-store.js';

/**
 * Collections by orderIndex with their product counts (the shop header). Visitors see active,
 * public ones; logged-in people also private ones; admins all, or by `active`. Served from the
 * catalogue cache to everyone but admins.
 */
export async function listCollections(options: {
  db: Db;
  blobs: BlobStore;
  viewer: Viewer;
  query: { active?: boolean | undefined; limit: number; offset: number };
  cache?: CatalogueCache;
}): Promise<CollectionList> {
  const { cache, viewer, query } = options;
  if (!cache || viewer.isAdmin) return readCollections(options);
  return cache.read(`collections:${viewer.loggedIn}:${JSON.stringify(query)}`, () => readCollections(options));
}

async function readCollections(options: {
  db: Db;
  blobs: BlobStore;
  viewer: Viewer;
  query: { active?: boolean | undefined; limit: number; offset: number };
}): Promise<CollectionList> {
  const { db, blobs, viewer, query } = options;
  const page = await selectCollectionPage(db, viewer, query);
  const count = page.count ?? (query.offset > 0 ? await countCollections(db, viewer, query.active) : 0);
  const collectionIds = page.rows.map((row) => row.id);
  const [counts, images] = await Promise.all([
    productCountsOf({ db, viewer, collectionIds }),
    firstCollectionImages({ db, blobs, collectionIds }),
  ]);
  const detailedCollections = page.rows.map((row) => ({
    collection: presentCollection(row, images.get(row.id) ?? null),
    productCount: counts.get(row.id) ?? 0,
  }));
  return { detailedCollections, count };
}
