import type { Db, Tx } from '../../db/client.js';
import { isDevelopmentOrder as hasRollDefaults } from './store.js';

// What the orders module may ask of this one (DESIGN.md rule 4): whether an order is a development
// order (it has rolls), which the orders module prices and edits differently.

/** True when the order was made by a development-order draft. */
export function isDevelopmentOrder(db: Db | Tx, orderId: number): Promise<boolean> {
  return hasRollDefaults(db, orderId);
}
