import type { CollectionResponse } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { listCatalogueImages } from './catalogue-images.js';
import type { Viewer } from './viewer.js';
import { presentCollectionWithImages } from './present-collection.js';
import { productCountsOf } from './collection-product-counts.js';
import { selectCollection, type CollectionKey } from './collection-store.js';

/** One collection by id, slug or name (names and slugs ignore case); hidden ones are "not found". */
export async function getCollection(options: {
  db: Db;
  blobs: BlobStore;
  viewer: Viewer;
  by: CollectionKey;
}): Promise<CollectionResponse> {
  const { db, blobs, viewer, by } = options;
  const found = await selectCollection(db, by, viewer);
  if (!found) throw notFound('Collection');
  const [counts, images] = await Promise.all([
    productCountsOf({ db, viewer, collectionIds: [found.id] }),
    listCatalogueImages({ db, blobs, owner: { target: 'collection', id: found.id } }),
  ]);
  return presentCollectionWithImages(found, counts.get(found.id) ?? 0, images);
}
