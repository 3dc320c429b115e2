// The stock columns of products and variants, taken and given back for the stock module (through
// product-service.ts): units of a product, or of one of its variants when it has them. Always
// conditional updates (never read-modify-write), so two buyers can never take the same unit.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { productVariants, products } from '../../db/schema/products.js';

export interface StockLine {
  productId: number;
  /** The variant whose stock is counted; null: the product's own. */
  productVariantId: number | null;
  quantity: number;
}

/** Takes `quantity` units if that many are left; false when not. */
export async function takeUnits(tx: Tx, line: StockLine): Promise<boolean> {
  const taken =
    line.productVariantId !== null
      ? await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(and(eq(productVariants.id, line.productVariantId), gte(productVariants.stock, line.quantity)))
          .returning({ id: productVariants.id })
      : await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id });
  return taken.length > 0;
}

export async function giveBackUnits(tx: Tx, line: StockLine): Promise<void> {
  if (line.productVariantId !== null) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.productVariantId));
  } else {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
