import type { CatalogueImageCopy } from '@filmlab/api';

/**
 * A shop picture's `srcSet`: its small copy (made by the server at upload) and the picture itself,
 * each with its width, so a phone downloads the copy and a large screen the picture. Undefined when
 * the picture has no copy (stored before copies were made) or the copy would be no smaller.
 */
export function srcSetOf(read: string, width: number | null, small: CatalogueImageCopy | null): string | undefined {
  if (!small || !width || small.width >= width) return undefined;
  return `${small.read} ${small.width}w, ${read} ${width}w`;
}

/** A tile or card: the page's width less its margins on a phone, a column of the grid beyond. */
export const TILE_SIZES = '(min-width: 48rem) 18rem, calc(100vw - 3rem)';
/** A product page's main picture: the phone's width, half the page beyond. */
export const GALLERY_SIZES = '(min-width: 48rem) 36rem, calc(100vw - 3rem)';
