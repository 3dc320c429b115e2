import type { Db, Tx } from '../../db/client.js';
import type { PricedShipment } from './price-development-lines.js';
import { isDevelopmentOrder as hasRollDefaults, selectRollChoices, type RollChoiceRow } from './store.js';

// What the orders module may ask of this one (DESIGN.md rule 4): whether an order is a development
// order (it has rolls), which the orders module prices and edits differently, and its rolls.

/** True when the order was made by a development-order draft. */
export function isDevelopmentOrder(db: Db | Tx, orderId: number): Promise<boolean> {
  return hasRollDefaults(db, orderId);
}

/** The order's rolls with their choices, in the order they were added; none for other orders. */
export function developmentRolls(db: Db | Tx, orderId: number): Promise<RollChoiceRow[]> {
  return selectRollChoices(db, [orderId]);
}

/** A development order as its maker has it in hand: its rolls and, when known, its shipments. */
export interface KnownDevelopment {
  rolls: RollChoiceRow[];
  shipments?: PricedShipment[];
}
