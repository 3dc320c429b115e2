import type { StockLine } from '../products/product-service.js';

/** Product, then variant: every caller takes rows in this order, so two orders never wait on each other. */
export function inLockOrder<T extends StockLine>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId || (a.productVariantId ?? 0) - (b.productVariantId ?? 0));
}
