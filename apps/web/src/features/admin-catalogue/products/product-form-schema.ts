import type { Product } from '@filmlab/api';
import { PRODUCT_TYPES, sellsOwnFigures, VISIBILITIES } from '@filmlab/domain';
import { z } from 'zod';
import type { UpdateProductInput } from '../api/products';
import {
  dollarsField,
  dollarsOf,
  filtersToText,
  fromLocalInput,
  optionalDollarsField,
  textToFilters,
  toCents,
  toLocalInput,
  toOptionalCents,
  wholeNumberField,
} from '../shared/form-values';
import { enumLabel } from '../../../ui/enum-label';

export const productFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(200, 'Use at most 200 characters.'),
    sku: z.string().trim().max(100, 'Use at most 100 characters.'),
    slug: z
      .string()
      .trim()
      .max(200, 'Use at most 200 characters.')
      .regex(/^[^\s/?#\\%]*$/, 'Use no spaces, slashes, ?, # or %.'),
    productType: z.enum(PRODUCT_TYPES),
    visibility: z.enum(VISIBILITIES),
    active: z.boolean(),
    description: z.string().max(10_000, 'Use at most 10,000 characters.'),
    stock: wholeNumberField('stock'),
    price: dollarsField('price'),
    memberPrice: optionalDollarsField('member price'),
    memberLaunchDate: z.string(),
    publicLaunchDate: z.string(),
    filters: z
      .string()
      .refine((text) => textToFilters(text) !== null, 'Write one filter a line, like brand: Kodak, Ilford.'),
    defaultProductVariantId: z.string(),
  })
  .refine((v) => !v.memberLaunchDate || !v.publicLaunchDate || v.memberLaunchDate <= v.publicLaunchDate, {
    path: ['publicLaunchDate'],
    message: 'The public launch comes on or after the member launch.',
  });
export type ProductFormValues = z.infer<typeof productFormSchema>;

/** Field names as the server names them, with the words a person sees. */
export const PRODUCT_LABELS = {
  name: 'Name',
  sku: 'SKU',
  slug: 'Slug',
  productType: 'Type',
  visibility: 'Visibility',
  active: 'Active',
  description: 'Description',
  stock: 'Stock',
  price: 'Price',
  memberPrice: 'Member price',
  memberLaunchDate: 'Member launch',
  publicLaunchDate: 'Public launch',
  filters: 'Shop filters',
  defaultProductVariantId: 'Default variant',
} as const;

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku ?? '',
    slug: product.slug,
    productType: product.productType,
    visibility: product.visibility,
    active: product.active,
    description: product.description,
    stock: String(product.stock),
    price: dollarsOf(product.price),
    memberPrice: dollarsOf(product.memberPrice),
    memberLaunchDate: toLocalInput(product.memberLaunchDate),
    publicLaunchDate: toLocalInput(product.publicLaunchDate),
    filters: filtersToText(product.filters),
    // A product with variants always sells one by default (older rows may name none: the first).
    defaultProductVariantId: String(product.defaultProductVariantId ?? product.variants[0]?.id ?? ''),
  };
}

/**
 * The PUT body: dollars become cents, local times ISO instants, empty optional text null. Price,
 * member price and stock only for a product without variants: the others' are on their variants.
 */
export function productUpdateBody(values: ProductFormValues, product: Pick<Product, 'variants'>): UpdateProductInput {
  const figures = sellsOwnFigures(product.variants)
    ? { stock: Number(values.stock), price: toCents(values.price), memberPrice: toOptionalCents(values.memberPrice) }
    : {};
  return {
    name: values.name,
    sku: values.sku || null,
    ...(values.slug ? { slug: values.slug } : {}),
    productType: values.productType,
    visibility: values.visibility,
    active: values.active,
    description: values.description,
    ...figures,
    memberLaunchDate: fromLocalInput(values.memberLaunchDate),
    publicLaunchDate: fromLocalInput(values.publicLaunchDate),
    filters: textToFilters(values.filters) ?? {},
    defaultProductVariantId: values.defaultProductVariantId ? Number(values.defaultProductVariantId) : null,
  };
}

/** 'SERVICE_ADD_ON' -> 'Service add-on'. */
export const typeLabel = enumLabel;

export const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }));
export const VISIBILITY_OPTIONS = VISIBILITIES.map((value) => ({ value, label: typeLabel(value) }));
