// Paged lists (spec section 4: product lists are paginated).
import { PRODUCT_PAGE_SIZE } from './limits.js';

/** A page that came back full may have another after it; a short page is the last. */
export function pageHasMore(received: number, pageSize: number = PRODUCT_PAGE_SIZE): boolean {
  return pageSize > 0 && received >= pageSize;
}

/** The offset of the next page after `pages` pages. */
export function nextPageOffset(pages: number, pageSize: number = PRODUCT_PAGE_SIZE): number {
  return pages * pageSize;
}
