// The queries and params of the product calls (spec section 7): pages, filters, collections and
// ids, each bounded.
import { PRODUCT_PAGE_SIZE } from '@filmlab/domain';
import { z } from 'zod';
import { MAX_INT, idParamField, text } from './fields.js';
import { booleanQuery, productFiltersField, productTypeSchema } from './products.js';

export const pageQueryFields = {
  limit: z.coerce.number().int().min(1).max(100).default(PRODUCT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** true: active products only; false: inactive ones only (admins). Others always see active, visible products. */
  active: booleanQuery,
};

/** A collection by id (digits, bounded as every id) or by its slug. */
export const collectionRef = text()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .transform((ref, ctx) => {
    if (!/^\d+$/.test(ref)) return { slug: ref.toLowerCase() };
    const id = Number(ref);
    if (id >= 1 && id <= MAX_INT) return { id };
    ctx.addIssue({ code: 'custom', message: `must be a slug or an id from 1 to ${MAX_INT}` });
    return z.NEVER;
  });

const idList = text()
  .trim()
  .max(1200, 'must be at most 100 ids')
  .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'must be a comma-separated list of ids')
  .transform((list) => [...new Set(list ? list.split(',').map(Number) : [])])
  .pipe(z.array(z.number().int().positive('must be positive ids')).max(100, 'must be at most 100 ids'));

const filterQuery = text()
  .max(2000, 'must be at most 2000 characters')
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON like {"brand":["Kodak"]}' });
      return z.NEVER;
    }
  })
  .pipe(productFiltersField);

export const listProductsQuery = z.object({
  collection: collectionRef.optional(),
  /** Name or sku contains this, case-insensitively. */
  search: text().trim().max(200, 'must be at most 200 characters').optional(),
  productType: productTypeSchema.optional(),
  /** Cart lookups: "3,7,12" (at most 100). */
  ids: idList.optional(),
  /** JSON facets, {"brand":["Kodak","Ilford"],"format":["35mm"]}: any value of each key, every key. */
  filters: filterQuery.optional(),
  /**
   * true: only what the shop sells (PRODUCT, PRINT), for an admin too. Visitors and customers get
   * only those whenever they ask for no productType and no ids; lab services are priced in their flows.
   */
  shop: booleanQuery,
  ...pageQueryFields,
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

export const productsByTypeQuery = z.object({
  ...pageQueryFields,
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const productFiltersQuery = z.object({
  collection: collectionRef.optional(),
  active: booleanQuery,
  /** As on GET /products: true narrows an admin's facets to what the shop sells. */
  shop: booleanQuery,
});

/** Blob keys: relative paths of safe segments (the blob store's rule). */
export const imagePathQuery = z.object({
  path: text()
    .max(512, 'must be at most 512 characters')
    .regex(/^[a-zA-Z0-9_-][a-zA-Z0-9._-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9._-]*)*$/, 'must be an image path'),
});

export const productSlugParam = z.strictObject({ slug: text().min(1).max(200) });
export const productNameParam = z.strictObject({ name: text().min(1).max(200) });
export const productDetailParams = z.strictObject({
  id: idParamField(),
  detailId: idParamField(),
});
