import type { CollectionResponse } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { listCatalogueImages } from '../products/catalogue-images.js';
import type { Viewer } from '../products/viewer.js';
import { presentCollectionWithImages } from './present-collection.js';
import { selectCollection, type CollectionKey } from './store.js';

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
  const images = await listCatalogueImages({ db, blobs, owner: { target: 'collection', id: found.collection.id } });
  return presentCollectionWithImages(found.collection, found.productCount, images);
}
