import { collectionRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { createImageUploadLink } from './create-image-upload-link.js';
import { deleteCatalogueImage } from './delete-catalogue-image.js';
import { viewerOf } from './viewer.js';
import { clearCacheOnWrites } from './cache-invalidation.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { catalogueCacheFor, type CatalogueCache } from './catalogue-cache.js';
import { addCollectionProduct } from './add-collection-product.js';
import { createCollection } from './create-collection.js';
import { deleteCollection } from './delete-collection.js';
import { getCollection } from './get-collection.js';
import { listCollectionProducts } from './list-collection-products.js';
import { listCollections } from './list-collections.js';
import { removeCollectionProduct } from './remove-collection-product.js';
import { reorderCollectionProducts } from './reorder-collection-products.js';
import { updateCollection } from './update-collection.js';

const ok = { ok: true as const };

export function registerCollectionRoutes(api: FastifyInstance, deps: Deps) {
  const cache = catalogueCacheFor(deps.events);
  registerCollectionReads(api, deps, cache);
  // Writes get a scope of their own, so only they pay for the hook that empties the cache.
  void api.register(async (writes) => {
    clearCacheOnWrites(writes, cache);
    registerCollectionWrites(writes, deps);
  });
}

/** Staff see hidden products and collections: these answers depend on who asks. */
const readsCaller = { readsCaller: true } as const;

function registerCollectionReads(api: FastifyInstance, deps: Deps, cache: CatalogueCache) {
  const { db, blobs } = deps;

  registerRoute(
    api,
    collectionRoutes.list,
    async ({ query, user, reply }) =>
      serializeOnce(
        reply,
        collectionRoutes.list.response,
        await listCollections({ db, blobs, viewer: viewerOf(user), query, cache }),
      ),
    readsCaller,
  );
  registerRoute(
    api,
    collectionRoutes.get,
    async ({ params, user }) => getCollection({ db, blobs, viewer: viewerOf(user), by: { id: params.id } }),
    readsCaller,
  );
  registerRoute(
    api,
    collectionRoutes.byName,
    async ({ params, user }) => getCollection({ db, blobs, viewer: viewerOf(user), by: { name: params.name } }),
    readsCaller,
  );
  registerRoute(
    api,
    collectionRoutes.bySlug,
    async ({ params, user }) => getCollection({ db, blobs, viewer: viewerOf(user), by: { slug: params.slug } }),
    readsCaller,
  );
  registerRoute(
    api,
    collectionRoutes.products,
    async ({ params, query, user, reply }) =>
      serializeOnce(
        reply,
        collectionRoutes.products.response,
        await listCollectionProducts({ db, blobs, viewer: viewerOf(user), collectionId: params.id, query, cache }),
      ),
    readsCaller,
  );
}

function registerCollectionWrites(api: FastifyInstance, deps: Deps) {
  const { db, blobs, config } = deps;
  registerRoute(api, collectionRoutes.create, async ({ body }) => createCollection({ db, input: body }));
  registerRoute(api, collectionRoutes.update, async ({ params, body }) =>
    updateCollection({ db, blobs, collectionId: params.id, changes: body }),
  );
  registerRoute(api, collectionRoutes.delete, async ({ params }) => {
    await deleteCollection({ db, blobs, collectionId: params.id });
    return ok;
  });

  registerRoute(api, collectionRoutes.addProduct, async ({ params, body }) => ({
    productIds: await addCollectionProduct({ db, collectionId: params.id, productId: body.productId }),
  }));
  registerRoute(api, collectionRoutes.removeProduct, async ({ params }) => ({
    productIds: await removeCollectionProduct({ db, collectionId: params.id, productId: params.productId }),
  }));
  registerRoute(api, collectionRoutes.reorderProducts, async ({ params, body }) => ({
    productIds: await reorderCollectionProducts({ db, collectionId: params.id, productIds: body.productIds }),
  }));

  registerRoute(api, collectionRoutes.imageUploadLink, async ({ params }) =>
    createImageUploadLink({ db, config, owner: { target: 'collection', id: params.id } }),
  );
  registerRoute(api, collectionRoutes.deleteImage, async ({ params, query }) => {
    await deleteCatalogueImage({ db, blobs, owner: { target: 'collection', id: params.id }, path: query.path });
    return ok;
  });
}
