import type { CatalogueImage, Product, ProductDetail, ProductSummary, ProductVariant } from '@filmlab/api';
import { contentAccessPhase, productFigures } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { SMALL_COPY_SIDE } from './catalogue-image-copies.js';
import type { ListedImage, ListedVariant } from './listing-store.js';
import type { ProductRow } from './store.js';
import type { Viewer } from './viewer.js';

/** The image fields every owner's image has, from a media row or the listing query's JSON. */
export type ImageFields = ListedImage;

export async function presentImage(blobs: BlobStore, image: ImageFields): Promise<CatalogueImage> {
  return {
    id: image.id,
    path: image.path,
    read: await blobs.readUrl(image.path),
    alt: image.alt,
    exists: true,
    width: image.width,
    height: image.height,
    small: image.smallPath
      ? { read: await blobs.readUrl(image.smallPath), width: image.smallWidth ?? SMALL_COPY_SIDE }
      : null,
  };
}

export const presentImages = (blobs: BlobStore, images: ImageFields[]) =>
  Promise.all(images.map((image) => presentImage(blobs, image)));

export function presentVariant(row: ListedVariant): ProductVariant {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    sku: row.sku,
    price: row.price,
    memberPrice: row.memberPrice,
    stock: row.stock,
    position: row.position,
    active: row.active,
  };
}

/**
 * A product as lists show it. `variants` are all of its variants: its price, member price and stock
 * are derived from them (the domain's productFigures, the same figures the shop charges), and only
 * admins see the variants that are not on sale.
 */
export function presentSummary(
  row: ProductRow,
  variants: ListedVariant[],
  images: CatalogueImage[],
  now: Date,
  viewer: Viewer,
): ProductSummary {
  const figures = productFigures(row, variants, row.defaultProductVariantId);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    productType: row.productType,
    visibility: row.visibility,
    active: row.active,
    description: row.description,
    stock: figures.stock,
    price: figures.price,
    memberPrice: figures.memberPrice,
    defaultProductVariantId: row.defaultProductVariantId,
    memberLaunchDate: row.memberLaunchDate?.toISOString() ?? null,
    publicLaunchDate: row.publicLaunchDate?.toISOString() ?? null,
    accessPhase: contentAccessPhase({
      memberLaunchDate: row.memberLaunchDate,
      publicLaunchDate: row.publicLaunchDate,
      now,
    }),
    filters: row.filters,
    variants: variants.filter((variant) => viewer.isAdmin || variant.active).map(presentVariant),
    images,
  };
}

export function presentProduct(summary: ProductSummary, details: ProductDetail[], collectionIds: number[]): Product {
  return { ...summary, details, collectionIds };
}
