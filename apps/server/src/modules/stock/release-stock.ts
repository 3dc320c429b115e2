// Gives back units an order held (a declined or abandoned payment, a canceled order).
import type { Tx } from '../../db/client.js';
import { giveBackStockUnits, type StockLine } from '../products/product-service.js';
import { inLockOrder } from './lock-order.js';

export async function releaseStock(options: { tx: Tx; lines: readonly StockLine[] }): Promise<void> {
  for (const line of inLockOrder(options.lines)) await giveBackStockUnits(options.tx, line);
}
