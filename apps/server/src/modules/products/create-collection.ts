import type { CollectionResponse, CreateCollectionBody } from '@filmlab/api';
import { collectionSlug } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { withUniqueFields } from './db-errors.js';
import { presentCollectionWithImages } from './present-collection.js';
import { collectionUniqueFields, insertCollection, nextOrderIndex } from './collection-store.js';

/** A new collection, after the others unless an orderIndex is given; its slug comes from its name. */
export async function createCollection(options: { db: Db; input: CreateCollectionBody }): Promise<CollectionResponse> {
  const { db, input } = options;
  return withUniqueFields(collectionUniqueFields, () =>
    db.transaction(async (tx) => {
      const row = await insertCollection(tx, {
        name: input.name,
        slug: collectionSlug(input.name),
        orderIndex: input.orderIndex ?? (await nextOrderIndex(tx)),
        active: input.active,
        private: input.private,
        description: input.description,
      });
      return presentCollectionWithImages(row, 0, []);
    }),
  );
}
