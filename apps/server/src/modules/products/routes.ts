import { imageUploadParams, imageUploadSignatureQuery, productRoutes, catalogueImageMaxBytes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { acceptSignedRawUploads } from '../../http/raw-upload.js';
import { registerRoute } from '../../http/register.js';
import { createImageUploadLink } from './create-image-upload-link.js';
import { createProduct } from './create-product.js';
import { createProductDetail } from './create-product-detail.js';
import { deleteCatalogueImage } from './delete-catalogue-image.js';
import { deleteProductDetail } from './delete-product-detail.js';
import { getProduct } from './get-product.js';
import { getProductDetail } from './get-product-detail.js';
import { checkImageUploadLink } from './image-upload-link.js';
import { listProductFilters } from './list-product-filters.js';
import { listProducts, type ProductKind } from './list-products.js';
import { printSizePricesOf } from './list-prices.js';
import { catalogueCacheFor, type CatalogueCache } from './catalogue-cache.js';
import { clearCacheOnWrites } from './cache-invalidation.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { updateProduct } from './update-product.js';
import { updateProductDetail } from './update-product-detail.js';
import { uploadCatalogueImage } from './upload-catalogue-image.js';
import { viewerOf } from './viewer.js';

const ok = { ok: true as const };

export function registerProductRoutes(api: FastifyInstance, deps: Deps) {
  const cache = catalogueCacheFor(deps.events);
  registerReads(api, deps, cache);
  // Writes get a scope of their own, so only they pay for the hook that empties the cache.
  void api.register(async (writes) => {
    clearCacheOnWrites(writes, cache);
    registerWrites(writes, deps);
    registerImageUpload(writes, deps);
  });
}

/** Staff see hidden products and collections: these answers depend on who asks. */
const readsCaller = { readsCaller: true } as const;

function registerReads(api: FastifyInstance, deps: Deps, cache: CatalogueCache) {
  const { db, blobs } = deps;
  // Print sizes are sold at the price list's prices: every answer about them shows those.
  const printSizes = printSizePricesOf(deps);

  registerRoute(
    api,
    productRoutes.list,
    async ({ query, user, reply }) =>
      serializeOnce(
        reply,
        productRoutes.list.response,
        await listProducts({ db, blobs, viewer: viewerOf(user), query, cache, printSizes }),
      ),
    readsCaller,
  );
  registerRoute(
    api,
    productRoutes.filters,
    async ({ query, user }) => listProductFilters({ db, viewer: viewerOf(user), query, cache }),
    readsCaller,
  );
  for (const kind of ['digital', 'service', 'print'] as const satisfies ProductKind[]) {
    registerRoute(
      api,
      productRoutes[kind],
      async ({ query, user }) =>
        listProducts({ db, blobs, viewer: viewerOf(user), query: { ...query, kind }, cache, printSizes }),
      readsCaller,
    );
  }
  registerRoute(
    api,
    productRoutes.get,
    async ({ params, user }) => ({
      product: await getProduct({ db, blobs, viewer: viewerOf(user), by: { id: params.id }, printSizes }),
    }),
    readsCaller,
  );
  registerRoute(
    api,
    productRoutes.byName,
    async ({ params, user }) => ({
      product: await getProduct({ db, blobs, viewer: viewerOf(user), by: { name: params.name }, printSizes }),
    }),
    readsCaller,
  );
  registerRoute(
    api,
    productRoutes.bySlug,
    async ({ params, user }) => ({
      product: await getProduct({ db, blobs, viewer: viewerOf(user), by: { slug: params.slug }, printSizes }),
    }),
    readsCaller,
  );
  registerRoute(
    api,
    productRoutes.getDetail,
    async ({ params, user }) => ({
      detail: await getProductDetail({
        db,
        blobs,
        viewer: viewerOf(user),
        productId: params.id,
        detailId: params.detailId,
      }),
    }),
    readsCaller,
  );
}

function registerWrites(api: FastifyInstance, deps: Deps) {
  const { db, blobs, config } = deps;
  registerRoute(api, productRoutes.create, async ({ body }) => ({
    product: await createProduct({ db, blobs, input: body }),
  }));
  registerRoute(api, productRoutes.update, async ({ params, body }) => ({
    product: await updateProduct({ db, blobs, productId: params.id, changes: body }),
  }));

  registerRoute(api, productRoutes.imageUploadLink, async ({ params }) =>
    createImageUploadLink({ db, config, owner: { target: 'product', id: params.id } }),
  );
  registerRoute(api, productRoutes.deleteImage, async ({ params, query }) => {
    await deleteCatalogueImage({ db, blobs, owner: { target: 'product', id: params.id }, path: query.path });
    return ok;
  });

  registerRoute(api, productRoutes.createDetail, async ({ params, body }) => ({
    detail: await createProductDetail({ db, blobs, productId: params.id, input: body }),
  }));
  registerRoute(api, productRoutes.updateDetail, async ({ params, body }) => ({
    detail: await updateProductDetail({ db, blobs, productId: params.id, detailId: params.detailId, changes: body }),
  }));
  registerRoute(api, productRoutes.deleteDetail, async ({ params }) => {
    await deleteProductDetail({ db, blobs, productId: params.id, detailId: params.detailId });
    return ok;
  });
  registerRoute(api, productRoutes.detailImageUploadLink, async ({ params }) =>
    createImageUploadLink({
      db,
      config,
      owner: { target: 'product-detail', id: params.detailId },
      productId: params.id,
    }),
  );
  registerRoute(api, productRoutes.deleteDetailImage, async ({ params, query }) => {
    await deleteCatalogueImage({
      db,
      blobs,
      owner: { target: 'product-detail', id: params.detailId },
      productId: params.id,
      path: query.path,
    });
    return ok;
  });
}

function registerImageUpload(api: FastifyInstance, deps: Deps) {
  const { db, blobs, config } = deps;
  // The upload takes raw image bytes (up to 15 MB) in a scope of its own.
  void api.register(async (scope) => {
    acceptSignedRawUploads(scope, {
      maxBytes: catalogueImageMaxBytes,
      params: imageUploadParams,
      query: imageUploadSignatureQuery,
      checkLink: (params, query) => checkImageUploadLink(config.authSecret, { ...params, exp: query.exp }, query.sig),
    });
    registerRoute(scope, productRoutes.uploadImage, async ({ params, request }) => ({
      image: await uploadCatalogueImage({
        db,
        blobs,
        owner: { target: params.target, id: params.id },
        data: Buffer.isBuffer(request.body) ? request.body : undefined,
      }),
    }));
  });
}
