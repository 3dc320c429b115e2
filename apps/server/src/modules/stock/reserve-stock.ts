// Holds units of products for an order about to be paid (the checkout's stock step).
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { productNameOf, takeStockUnits, type StockLine } from '../products/product-service.js';
import { inLockOrder } from './lock-order.js';

/** Takes every line's units in the caller's transaction, or throws a 409 naming the product short of stock. */
export async function reserveStock(options: { tx: Tx; lines: readonly StockLine[] }): Promise<void> {
  for (const line of inLockOrder(options.lines)) {
    if (await takeStockUnits(options.tx, line)) continue;
    const problem = `Not enough ${(await productNameOf(options.tx, line.productId)) ?? 'stock'} left for this order`;
    throw new AppError('CONFLICT', problem, [`lines: ${problem}`]);
  }
}
