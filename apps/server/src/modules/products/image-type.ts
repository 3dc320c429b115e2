import { sniffImageOf } from '../../images/image-type.js';

export type CatalogueImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** JPEG, PNG or WebP by the file's first bytes; the name and declared content type prove nothing. */
export const sniffCatalogueImageType = (data: Uint8Array): CatalogueImageType | null =>
  sniffImageOf<CatalogueImageType>(data, ['image/jpeg', 'image/png', 'image/webp']);
