import type { ProductSummary, ProductVariant } from '@filmlab/api';

// Products as GET /products and its kin list them, for the page tests of the shop, prints, labels
// and the catalogue admin.

/** A product as lists show it: public, active, in stock, no variants; override what the test is about. */
export function buildProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Product ${id}`,
    sku: null,
    slug: `Product-${id}`,
    productType: 'PRODUCT',
    visibility: 'PUBLIC',
    active: true,
    description: '',
    stock: 10,
    price: 1299,
    memberPrice: null,
    defaultProductVariantId: null,
    memberLaunchDate: null,
    publicLaunchDate: null,
    accessPhase: 'NONE',
    filters: {},
    variants: [],
    images: [],
    ...overrides,
  };
}

/** A variant on sale of product `productId`; override what the test is about. */
export function buildVariant(productId: number, overrides: Partial<ProductVariant> = {}): ProductVariant {
  const id = overrides.id ?? productId * 10 + 1;
  return {
    id,
    productId,
    name: `Variant ${id}`,
    sku: null,
    price: 1299,
    memberPrice: null,
    stock: 10,
    position: 0,
    active: true,
    ...overrides,
  };
}
