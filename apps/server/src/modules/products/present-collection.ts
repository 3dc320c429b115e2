import type { CatalogueImage, CollectionResponse, ProductCollection } from '@filmlab/api';
import type { CollectionRow } from './collection-store.js';

/** A collection, with its first image (when it has one) as the shop's tiles show it. */
export function presentCollection(row: CollectionRow, image: CatalogueImage | null): ProductCollection {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    orderIndex: row.orderIndex,
    active: row.active,
    private: row.private,
    description: row.description,
    imageUrl: image?.read ?? null,
    imageWidth: image?.width ?? null,
    imageSmall: image?.small ?? null,
  };
}

export function presentCollectionWithImages(
  row: CollectionRow,
  productCount: number,
  images: CatalogueImage[],
): CollectionResponse {
  return { collection: { ...presentCollection(row, images[0] ?? null), images }, productCount };
}
