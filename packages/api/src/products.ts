import {
  MAX_STOCK,
  MAX_VARIANTS,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SLUG_MAX,
  PRODUCT_SLUG_PATTERN,
  isReservedProductSlug,
  PRODUCT_TYPES,
  VISIBILITIES,
} from '@filmlab/domain';
import { z } from 'zod';
import { catalogueImageCopySchema } from './catalogue-images.js';
import { MAX_INT, idField, idParamField, required, text } from './fields.js';

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((s) => (s === '' ? null : s));
const cents = () =>
  z.number().int('must be whole cents').min(0, 'must not be negative').max(100_000_000, 'is too large');
const stockField = () =>
  z
    .number()
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(MAX_STOCK, `must be at most ${MAX_STOCK.toLocaleString('en-US')}`);
const positionField = () => z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000);
const launchDate = () => z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullable();
export const booleanQuery = z
  .enum(['true', 'false'], 'must be true or false')
  .transform((v) => v === 'true')
  .optional();

export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const visibilitySchema = z.enum(VISIBILITIES);

/** Facets the shop filters on, e.g. { brand: ['Kodak'], format: ['35mm'] }. */
export const productFiltersField = z
  .record(required(50), z.array(required(100)).max(50, 'at most 50 values per filter'))
  .refine((filters) => Object.keys(filters).length <= 30, 'at most 30 filters');

// ---- responses ------------------------------------------------------------------------------

/** An image of a product, a product detail or a collection (spec section 3: first has exists, read, alt). */
export const catalogueImageSchema = z
  .object({
    id: z.number().int(),
    /** The blob key; DELETE .../images?path= names the image by it. */
    path: z.string(),
    /** A signed, expiring read link. */
    read: z.string(),
    alt: z.string(),
    exists: z.boolean(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Its small copy, or null for a picture stored before copies were made. */
    small: catalogueImageCopySchema.nullable(),
  })
  .meta({ id: 'CatalogueImage' });
export type CatalogueImage = z.infer<typeof catalogueImageSchema>;

export const productVariantSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    name: z.string(),
    sku: z.string().nullable(),
    /** Cents. */
    price: z.number().int(),
    /** Cents for active members; null when members pay the list price. */
    memberPrice: z.number().int().nullable(),
    stock: z.number().int(),
    position: z.number().int(),
    active: z.boolean(),
  })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productDetailSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    subtitle: z.string(),
    body: z.string(),
    /** Filterable details feed GET /products/filters. */
    filterable: z.boolean(),
    position: z.number().int(),
    images: z.array(catalogueImageSchema),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A product as lists show it: its variants and only its first image. */
export const productSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string().nullable(),
    /** The product page is /products/{slug}: lower-case letters and digits joined by dashes, unique. */
    slug: z.string(),
    productType: productTypeSchema,
    visibility: visibilitySchema,
    active: z.boolean(),
    description: z.string(),
    /**
     * Units on hand: the product's own without variants; with variants, all its variants on sale
     * together (the domain's productFigures). The same figures on every screen.
     */
    stock: z.number().int(),
    /** Cents: the product's own price without variants, else its default variant's (the one sold by default). */
    price: z.number().int(),
    /** Cents for active members; null when members pay the list price. Like price, from the default variant. */
    memberPrice: z.number().int().nullable(),
    defaultProductVariantId: z.number().int().nullable(),
    memberLaunchDate: z.string().nullable(),
    publicLaunchDate: z.string().nullable(),
    /** Spec section 4, computed now from the two launch dates: COMING_SOON, MEMBERS_ONLY, PUBLIC or NONE. */
    accessPhase: visibilitySchema,
    filters: z.record(z.string(), z.array(z.string())),
    variants: z.array(productVariantSchema),
    /** In lists, the first image only; on a single product, all of them in order. */
    images: z.array(catalogueImageSchema),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A single product: every image, its details and the collections it is in. */
export const productSchema = productSummarySchema
  .extend({
    details: z.array(productDetailSchema),
    collectionIds: z.array(z.number().int()),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productListResponse = z.object({
  products: z.array(productSummarySchema),
  /** Every match, not only this page. */
  count: z.number().int(),
  /** Another page follows this one. */
  hasMore: z.boolean(),
});
export type ProductList = z.infer<typeof productListResponse>;
export const productResponse = z.object({ product: productSchema });
export const productDetailResponse = z.object({ detail: productDetailSchema });
export const catalogueImageResponse = z.object({ image: catalogueImageSchema });

export const productFiltersResponse = z.object({
  /** Every facet of the matching products with its distinct values, sorted. */
  filters: z.record(z.string(), z.array(z.string())),
  /** Every filterable detail subtitle with its distinct bodies, sorted. */
  details: z.array(z.object({ subtitle: z.string(), values: z.array(z.string()) })),
});
export type ProductFilters = z.infer<typeof productFiltersResponse>;

// ---- queries --------------------------------------------------------------------------------

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

// ---- bodies ---------------------------------------------------------------------------------

const variantFields = {
  name: required(100),
  sku: optionalText(100).optional(),
  price: cents(),
  memberPrice: cents().nullable().optional(),
  stock: stockField().optional(),
  position: positionField().optional(),
  active: z.boolean().optional(),
};
export const createVariantInput = z.strictObject(variantFields);
export type CreateVariantInput = z.infer<typeof createVariantInput>;
export const updateVariantInput = z.strictObject({
  id: idField(),
  name: variantFields.name.optional(),
  sku: variantFields.sku,
  price: variantFields.price.optional(),
  memberPrice: variantFields.memberPrice,
  stock: variantFields.stock,
  position: variantFields.position,
  active: variantFields.active,
});
export type UpdateVariantInput = z.infer<typeof updateVariantInput>;

/** Product slugs go in URLs as they are (/products/{slug}): lower-case letters and digits joined by single dashes. */
const slugField = text()
  .trim()
  .min(1, 'is required')
  .max(PRODUCT_SLUG_MAX, `must be at most ${PRODUCT_SLUG_MAX} characters`)
  .regex(PRODUCT_SLUG_PATTERN, 'must be lower-case letters and digits joined by single dashes, like kodak-gold-200')
  .refine((slug) => !isReservedProductSlug(slug), 'is the address of a shop page (/products/all): choose another');

const productFields = {
  name: required(200),
  sku: optionalText(100).optional(),
  /** Made from the name when absent (productSlug), unique. */
  slug: slugField.optional(),
  productType: productTypeSchema,
  visibility: visibilitySchema,
  active: z.boolean(),
  description: text().max(10_000, 'must be at most 10000 characters'),
  stock: stockField(),
  price: cents(),
  memberPrice: cents().nullable().optional(),
  memberLaunchDate: launchDate().optional(),
  publicLaunchDate: launchDate().optional(),
  filters: productFiltersField.optional(),
};

export const createProductBody = z.strictObject({
  ...productFields,
  productType: productFields.productType.default('PRODUCT'),
  visibility: productFields.visibility.default('PUBLIC'),
  active: productFields.active.default(true),
  description: productFields.description.default(''),
  /**
   * Required without variants. With variants the product's price, member price and stock come from
   * them (the default variant's prices, the stock of all on sale): leave these out, or send exactly those.
   */
  price: productFields.price.optional(),
  /** Without variants: DEFAULT_STOCK when absent. */
  stock: productFields.stock.optional(),
  /** The first becomes the default variant. */
  variants: z.array(createVariantInput).max(MAX_VARIANTS, `at most ${MAX_VARIANTS} variants`).default([]),
});
export type CreateProductBody = z.infer<typeof createProductBody>;

/**
 * A product with variants has its price, member price and stock on its variants: sending a
 * different figure for the product is a 400 naming the field (the same figure is accepted).
 */
export const updateProductBody = z.strictObject({
  name: productFields.name.optional(),
  sku: productFields.sku,
  slug: productFields.slug,
  productType: productFields.productType.optional(),
  visibility: productFields.visibility.optional(),
  active: productFields.active.optional(),
  description: productFields.description.optional(),
  stock: productFields.stock.optional(),
  price: productFields.price.optional(),
  memberPrice: productFields.memberPrice,
  memberLaunchDate: productFields.memberLaunchDate,
  publicLaunchDate: productFields.publicLaunchDate,
  filters: productFields.filters,
  /** One of the product's variants after this update; null only for a product left without variants. */
  defaultProductVariantId: idField().nullable().optional(),
  /** Applied in one transaction with the rest: deletes, then updates, then creates. */
  variants: z
    .strictObject({
      create: z.array(createVariantInput).max(MAX_VARIANTS, `at most ${MAX_VARIANTS} variants`).optional(),
      update: z.array(updateVariantInput).max(100, 'at most 100 variants').optional(),
      delete: z.array(idField()).max(100, 'at most 100 variants').optional(),
    })
    .optional(),
});
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const createProductDetailBody = z.strictObject({
  subtitle: required(200),
  body: text().max(10_000, 'must be at most 10000 characters').default(''),
  filterable: z.boolean().default(false),
  position: positionField().optional(),
});
export type CreateProductDetailBody = z.infer<typeof createProductDetailBody>;
export const updateProductDetailBody = z.strictObject({
  subtitle: required(200).optional(),
  body: text().max(10_000, 'must be at most 10000 characters').optional(),
  filterable: z.boolean().optional(),
  position: positionField().optional(),
});
export type UpdateProductDetailBody = z.infer<typeof updateProductDetailBody>;

export const productSlugParam = z.strictObject({ slug: text().min(1).max(200) });
export const productNameParam = z.strictObject({ name: text().min(1).max(200) });
export const productDetailParams = z.strictObject({
  id: idParamField(),
  detailId: idParamField(),
});
