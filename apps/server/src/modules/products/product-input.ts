import type { CreateProductBody, CreateVariantInput, UpdateProductBody, UpdateVariantInput } from '@filmlab/api';
import { DEFAULT_STOCK, productSlug } from '@filmlab/domain';
import { AppError } from '../../errors.js';
import type { ProductFields, VariantFields } from './store.js';

/**
 * Whether a product's slug is the one made from its name (with the number the store may add to keep
 * it unique): such a slug follows the name when it changes; one an admin chose stays.
 */
export function slugMadeFrom(name: string, slug: string): boolean {
  const made = productSlug(name);
  return slug === made || new RegExp(`^${made}-\\d+$`).test(slug);
}

const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Keeps only the fields that were sent, so PUT changes exactly those. */
export function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function newVariantFields(input: CreateVariantInput, position: number): VariantFields {
  return {
    name: input.name,
    sku: input.sku ?? null,
    price: input.price,
    memberPrice: input.memberPrice ?? null,
    stock: input.stock ?? DEFAULT_STOCK,
    position: input.position ?? position,
    active: input.active ?? true,
  };
}

export function variantChanges(input: UpdateVariantInput): Partial<VariantFields> {
  const { id: _id, ...fields } = input;
  return definedOnly(fields);
}

/**
 * The product row of a POST. Without variants its price is required and its stock defaults; with
 * variants these are placeholders until create-product.ts stores the figures of the variants.
 */
export function newProductFields(input: CreateProductBody): ProductFields {
  const first = input.variants[0];
  if (input.price === undefined && !first) {
    throw new AppError('BAD_REQUEST', 'A product without variants needs a price.', [
      'price: is required for a product without variants',
    ]);
  }
  return {
    name: input.name,
    sku: input.sku ?? null,
    slug: input.slug ?? productSlug(input.name),
    productType: input.productType,
    visibility: input.visibility,
    active: input.active,
    description: input.description,
    stock: input.stock ?? DEFAULT_STOCK,
    price: input.price ?? first?.price ?? 0,
    memberPrice: input.memberPrice ?? null,
    memberLaunchDate: date(input.memberLaunchDate) ?? null,
    publicLaunchDate: date(input.publicLaunchDate) ?? null,
    filters: input.filters ?? {},
  };
}

/** The product columns a PUT changes; the variant changes are applied separately. */
export function productChanges(
  input: UpdateProductBody,
  current: { name: string; slug: string },
): Partial<ProductFields> {
  const { variants: _variants, defaultProductVariantId: _default, memberLaunchDate, publicLaunchDate, ...rest } = input;
  const changes: Partial<ProductFields> = definedOnly({
    ...rest,
    memberLaunchDate: date(memberLaunchDate),
    publicLaunchDate: date(publicLaunchDate),
  });
  if (input.slug === undefined && input.name !== undefined && slugMadeFrom(current.name, current.slug)) {
    changes.slug = productSlug(input.name);
  }
  return changes;
}
