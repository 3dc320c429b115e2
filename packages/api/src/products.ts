// The shop's products (spec section 7): the fields the product calls share, and what they answer.
// What they take: product-queries.ts (queries and params) and product-bodies.ts (bodies).
import { PRODUCT_TYPES, VISIBILITIES } from '@filmlab/domain';
import { z } from 'zod';
import { catalogueImageCopySchema } from './catalogue-images.js';
import { required } from './fields.js';

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
