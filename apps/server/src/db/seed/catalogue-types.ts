// The shape of the demo shop's data: collections of products with variants and a drawn picture.
import type { Visibility } from '@filmlab/domain';
import type { ProductArt } from './product-art.js';
import type { SceneKind, TimeOfDay } from './photo-scenes.js';

export interface CatalogueVariant {
  name: string;
  sku: string;
  price: number;
  memberPrice: number | null;
  stock: number;
}

export interface CatalogueProduct {
  name: string;
  sku: string;
  description: string;
  productType?: 'PRODUCT' | 'PRINT';
  visibility?: Visibility;
  /** Days from the seed date; negative is in the past. */
  memberLaunchInDays?: number;
  publicLaunchInDays?: number;
  filters: Record<string, string[]>;
  details: Array<{ subtitle: string; body: string; filterable?: boolean }>;
  variants: CatalogueVariant[];
  art: ProductArt;
  alt: string;
}

export interface CatalogueCollection {
  name: string;
  description: string;
  orderIndex: number;
  banner: { scene: SceneKind; time: TimeOfDay; seed: number };
  products: CatalogueProduct[];
}
