// Gives back units an order held (a declined or abandoned payment, a canceled order).
import type { Tx } from '../../db/client.js';
import { giveBackUnits, inLockOrder, type StockLine } from './store.js';

export async function releaseStock(options: { tx: Tx; lines: readonly StockLine[] }): Promise<void> {
  for (const line of inLockOrder(options.lines)) await giveBackUnits(options.tx, line);
}
