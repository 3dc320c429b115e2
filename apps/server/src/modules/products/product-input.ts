import type { CreateProductBody, CreateVariantInput, UpdateProductBody, UpdateVariantInput } from '@filmlab/api';
import { DEFAULT_STOCK, productSlug } from '@filmlab/domain';
import { AppError } from '../../errors.js';
import type { ProductFields, VariantFields } from './store.js';

/** The contract's slug rule, for slugs made from a name. */
const usableSlug = /^[^\s/?#\\%]+$/;

/** The slug sent, or the one the domain makes from the name (spaces as dashes). */
export function slugFor(name: string, slug: string | undefined): string {
  const chosen = slug ?? productSlug(name);
  if (!usableSlug.test(chosen) || chosen.length > 200) {
    throw new AppError('BAD_REQUEST', 'This name cannot be made into a link; send a slug', [
      'slug: is required when the name has slashes, ?, # or %',
    ]);
  }
  return chosen;
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
    slug: slugFor(input.name, input.slug),
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
  if (input.slug !== undefined) changes.slug = slugFor(current.name, input.slug);
  // A slug that was made from the old name follows a new name; one an admin chose stays.
  else if (input.name !== undefined && current.slug === productSlug(current.name)) {
    changes.slug = slugFor(input.name, undefined);
  }
  return changes;
}
