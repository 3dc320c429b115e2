// The bodies of the product calls (spec section 7): a product, its variants and its details, with
// amounts in whole cents.
import {
  MAX_STOCK,
  MAX_VARIANTS,
  PRODUCT_SLUG_MAX,
  PRODUCT_SLUG_PATTERN,
  isReservedProductSlug,
} from '@filmlab/domain';
import { z } from 'zod';
import { idField, required, text } from './fields.js';
import { productFiltersField, productTypeSchema, visibilitySchema } from './products.js';

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
