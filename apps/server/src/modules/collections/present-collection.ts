import type { CatalogueImage, CollectionResponse, ProductCollection } from '@filmlab/api';
import type { CollectionRow } from './store.js';

export function presentCollection(row: CollectionRow, imageUrl: string | null): ProductCollection {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    orderIndex: row.orderIndex,
    active: row.active,
    private: row.private,
    description: row.description,
    imageUrl,
  };
}

export function presentCollectionWithImages(
  row: CollectionRow,
  productCount: number,
  images: CatalogueImage[],
): CollectionResponse {
  return { collection: { ...presentCollection(row, images[0]?.read ?? null), images }, productCount };
}
