import type { CollectionResponse, UpdateCollectionBody } from '@filmlab/api';
import { collectionSlug } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { withUniqueFields } from './db-errors.js';
import { definedOnly } from './product-input.js';
import { adminViewer } from './viewer.js';
import { getCollection } from './get-collection.js';
import { collectionUniqueFields, updateCollectionRow } from './collection-store.js';

/** Changes the fields sent; a new name brings a new slug, so /collections/{slug} follows the name. */
export async function updateCollection(options: {
  db: Db;
  blobs: BlobStore;
  collectionId: number;
  changes: UpdateCollectionBody;
}): Promise<CollectionResponse> {
  const { db, blobs, collectionId, changes } = options;
  const fields = definedOnly({
    ...changes,
    slug: changes.name === undefined ? undefined : collectionSlug(changes.name),
  });
  const row = await withUniqueFields(collectionUniqueFields, () => updateCollectionRow(db, collectionId, fields));
  if (!row) throw notFound('Collection');
  return getCollection({ db, blobs, viewer: adminViewer, by: { id: collectionId } });
}
