import type { Db, Tx } from '../../db/client.js';
import type { PricedShipment } from './price-development-lines.js';
import {
  isDevelopmentOrder as hasRollDefaults,
  moveToCustomer,
  selectOrderPickUpId,
  selectRollChoices,
  type RollChoiceRow,
} from './store.js';

// What other modules may ask of this one (DESIGN.md rule 4): whether an order is a development
// order (it has rolls), which referrals reward and the orders module prices through this module's
// line pricer, the rolls of orders (vendor orders show their estimates from them), an order's
// pick-up (a courier's stop refers to it), and moving an order's pick-ups and roll choices to the
// customer who claims it.

export type { RollChoiceRow };

/** True when the order was made by a development-order draft. */
export function isDevelopmentOrder(db: Db | Tx, orderId: number): Promise<boolean> {
  return hasRollDefaults(db, orderId);
}

/** The order's rolls with their choices, in the order they were added; none for other orders. */
export function developmentRolls(db: Db | Tx, orderId: number): Promise<RollChoiceRow[]> {
  return selectRollChoices(db, [orderId]);
}

/** The rolls of these orders with their choices (each with its orderId), in the order they were added. */
export function developmentRollsOf(db: Db | Tx, orderIds: number[]): Promise<RollChoiceRow[]> {
  return selectRollChoices(db, orderIds);
}

/** The order's first pick-up of this customer, or null. */
export function findOrderPickUpId(db: Db | Tx, orderId: number, customerId: number): Promise<number | null> {
  return selectOrderPickUpId(db, orderId, customerId);
}

/** The order's pick-ups and the choices of these rolls now name the customer, in the caller's transaction. */
export function moveDevelopmentToCustomer(
  tx: Tx,
  moved: { orderId: number; rollIds: readonly number[]; customerId: number },
): Promise<void> {
  return moveToCustomer(tx, moved);
}

/** A development order as its maker has it in hand: its rolls and, when known, its shipments. */
export interface KnownDevelopment {
  rolls: RollChoiceRow[];
  shipments?: PricedShipment[];
}
