import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  COLLECTION_POSITION_MAX,
} from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute, emptyResponse, idParam } from './define.js';
import { imagePathQuery, pageQueryFields } from './product-queries.js';
import { booleanQuery, catalogueImageSchema, productListResponse } from './products.js';
import { catalogueImageCopySchema, imageUploadLink, imageUploadQuery } from './catalogue-images.js';
import { idField, idParamField, text } from './fields.js';

/** Collection names become /collections/{slug} (lower case, spaces as hyphens), so no slashes, ? or #. */
const collectionName = text()
  .trim()
  .min(1, 'is required')
  .max(COLLECTION_NAME_MAX_LENGTH, `must be at most ${COLLECTION_NAME_MAX_LENGTH} characters`)
  .regex(/^[^/?#\\%]+$/, 'must have no slashes, ?, # or %');
const orderIndex = z
  .number()
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(COLLECTION_POSITION_MAX, `must be at most ${COLLECTION_POSITION_MAX}`);
const description = () =>
  text().max(COLLECTION_DESCRIPTION_MAX_LENGTH, `must be at most ${COLLECTION_DESCRIPTION_MAX_LENGTH} characters`);

export const productCollectionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The domain's collectionSlug(name): /collections/{slug}. */
    slug: z.string(),
    orderIndex: z.number().int(),
    active: z.boolean(),
    /** Hidden from visitors who are not logged in (spec section 2.5). */
    private: z.boolean(),
    description: z.string(),
    /** A signed read link to the collection's first image, or null. */
    imageUrl: z.string().nullable(),
    /** That image's width in pixels, when known. */
    imageWidth: z.number().int().nullable(),
    /** That image's small copy, for phones, or null. */
    imageSmall: catalogueImageCopySchema.nullable(),
  })
  .meta({ id: 'ProductCollection' });
export type ProductCollection = z.infer<typeof productCollectionSchema>;

export const detailedCollectionSchema = z
  .object({
    collection: productCollectionSchema,
    /** Products in it that the caller can see. */
    productCount: z.number().int(),
  })
  .meta({ id: 'DetailedCollection' });
export type DetailedCollection = z.infer<typeof detailedCollectionSchema>;

export const collectionListResponse = z.object({
  /** Sorted by orderIndex (spec section 2.5: the shop header). */
  detailedCollections: z.array(detailedCollectionSchema),
  count: z.number().int(),
});
export type CollectionList = z.infer<typeof collectionListResponse>;

/** One collection with every image, in order. */
export const collectionResponse = z.object({
  collection: productCollectionSchema.extend({ images: z.array(catalogueImageSchema) }),
  productCount: z.number().int(),
});
export type CollectionResponse = z.infer<typeof collectionResponse>;

export const collectionProductIdsResponse = z.object({
  /** The collection's products, in their order. */
  productIds: z.array(z.number().int()),
});

export const listCollectionsQuery = z.object({
  ...pageQueryFields,
  limit: z.coerce.number().int().min(1).max(100).default(100),
  /** true: active collections only (the header); false: inactive ones (admins). */
  active: booleanQuery,
});
export const collectionProductsQuery = z.object(pageQueryFields);

export const createCollectionBody = z.strictObject({
  name: collectionName,
  /** After the last collection when absent. */
  orderIndex: orderIndex.optional(),
  active: z.boolean().default(true),
  private: z.boolean().default(false),
  description: description().default(''),
});
export type CreateCollectionBody = z.infer<typeof createCollectionBody>;

export const updateCollectionBody = z.strictObject({
  name: collectionName.optional(),
  orderIndex: orderIndex.optional(),
  active: z.boolean().optional(),
  private: z.boolean().optional(),
  description: description().optional(),
});
export type UpdateCollectionBody = z.infer<typeof updateCollectionBody>;

export const addCollectionProductBody = z.strictObject({ productId: idField() });
export const reorderCollectionProductsBody = z.strictObject({
  /** Exactly the collection's products, each once, in the new order. */
  productIds: z.array(idField()).max(10_000, 'at most 10000 products'),
});

export const collectionNameParam = z.strictObject({ name: text().min(1).max(200) });
export const collectionSlugParam = z.strictObject({ slug: text().min(1).max(200) });
export const collectionProductParams = z.strictObject({
  id: idParamField(),
  productId: idParamField(),
});

const tag = 'product collections';

export const collectionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/product-collections',
    access: 'visitor',
    summary: 'Collections by orderIndex, each with its product count (active=true for the shop header)',
    tag,
    query: listCollectionsQuery,
    response: collectionListResponse,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/product-collections/:id',
    access: 'visitor',
    summary: 'One collection',
    tag,
    params: idParam,
    response: collectionResponse,
  }),
  byName: defineRoute({
    method: 'GET',
    path: '/product-collections/name/:name',
    access: 'visitor',
    summary: 'One collection by name (case-insensitive)',
    tag,
    params: collectionNameParam,
    response: collectionResponse,
  }),
  bySlug: defineRoute({
    method: 'GET',
    path: '/product-collections/slug/:slug',
    access: 'visitor',
    summary: 'One collection by its slug, as in /collections/{slug}',
    tag,
    params: collectionSlugParam,
    response: collectionResponse,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/product-collections',
    access: 'admin',
    summary: 'Create a collection',
    errors: [409],
    tag,
    body: createCollectionBody,
    response: collectionResponse,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/product-collections/:id',
    access: 'admin',
    summary: 'Change a collection',
    errors: [409],
    tag,
    params: idParam,
    body: updateCollectionBody,
    response: collectionResponse,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/product-collections/:id',
    access: 'admin',
    summary: 'Delete a collection and its images; its products stay',
    tag,
    params: idParam,
    response: emptyResponse,
  }),
  products: defineRoute({
    method: 'GET',
    path: '/product-collections/:id/products',
    access: 'visitor',
    summary: 'A page of the products of a collection, in its order',
    tag,
    params: idParam,
    query: collectionProductsQuery,
    response: productListResponse,
  }),
  addProduct: defineRoute({
    method: 'POST',
    path: '/product-collections/:id/products',
    access: 'admin',
    summary: 'Add a product at the end of a collection',
    tag,
    params: idParam,
    body: addCollectionProductBody,
    response: collectionProductIdsResponse,
  }),
  removeProduct: defineRoute({
    method: 'DELETE',
    path: '/product-collections/:id/products/:productId',
    access: 'admin',
    summary: 'Take a product out of a collection',
    tag,
    params: collectionProductParams,
    response: collectionProductIdsResponse,
  }),
  reorderProducts: defineRoute({
    method: 'PUT',
    path: '/product-collections/:id/products/reorder',
    access: 'admin',
    summary: "Put a collection's products in a new order",
    tag,
    params: idParam,
    body: reorderCollectionProductsBody,
    response: collectionProductIdsResponse,
  }),
  imageUploadLink: defineRoute({
    method: 'GET',
    path: '/product-collections/:id/images/upload-url',
    access: 'admin',
    summary: 'A signed, expiring link to PUT a collection image to',
    tag,
    params: idParam,
    query: imageUploadQuery,
    response: imageUploadLink,
  }),
  deleteImage: defineRoute({
    method: 'DELETE',
    path: '/product-collections/:id/images',
    access: 'admin',
    summary: "Delete one of this collection's own images",
    tag,
    params: idParam,
    query: imagePathQuery,
    response: emptyResponse,
  }),
};
