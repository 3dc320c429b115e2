import type { CatalogueImage, Product, ProductDetail, ProductSummary, ProductVariant } from '@filmlab/api';
import { contentAccessPhase } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { ListedImage, ListedVariant } from './listing-store.js';
import type { ProductRow } from './store.js';

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

export function presentSummary(
  row: ProductRow,
  variants: ListedVariant[],
  images: CatalogueImage[],
  now: Date,
): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    productType: row.productType,
    visibility: row.visibility,
    active: row.active,
    description: row.description,
    stock: row.stock,
    price: row.price,
    memberPrice: row.memberPrice,
    defaultProductVariantId: row.defaultProductVariantId,
    memberLaunchDate: row.memberLaunchDate?.toISOString() ?? null,
    publicLaunchDate: row.publicLaunchDate?.toISOString() ?? null,
    accessPhase: contentAccessPhase({
      memberLaunchDate: row.memberLaunchDate,
      publicLaunchDate: row.publicLaunchDate,
      now,
    }),
    filters: row.filters,
    variants: variants.map(presentVariant),
    images,
  };
}

export function presentProduct(summary: ProductSummary, details: ProductDetail[], collectionIds: number[]): Product {
  return { ...summary, details, collectionIds };
}
