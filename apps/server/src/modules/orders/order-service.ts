// What other modules may read of an order and its payments (DESIGN.md rule 4): the receipts module
// writes its e-mails from these, development orders read, lock and present their orders through
// them; the orders stores stay private to this module.
import type { Db, Tx } from '../../db/client.js';
import type { LabelShipments } from '../shipping-labels/label-shipments.js';
import { attemptInFlight, type AttemptRow } from './attempt-store.js';
import {
  claimLabel,
  moveShipmentStage,
  recordLabel,
  recordLabelError,
  selectLabelsToBuy,
  selectShipment,
  selectShipmentByTracking,
} from './label-shipment-store.js';
import {
  saveReturnShipment,
  selectPricedShipments,
  selectReturnShipment,
  selectReturnTracking,
  type PricedShipment,
  type ReturnShipmentValues,
} from './shipment-store.js';
import {
  insertOrderRow,
  insertShipmentRows,
  markOrderReceived,
  moveOrderCustomer,
  selectFirstOrderId,
  selectOrderStatuses,
  updateShipmentCost,
  type NewOrderValues,
  type NewShipmentValues,
} from './order-facts-store.js';
import { paidOnOrder } from './paid-on-order.js';
import { selectPaymentById, selectPaymentRecord, type PaymentRecord } from './payment-records.js';
import {
  loadOrderView,
  selectOrder,
  updateOrderStatus,
  withLineProducts,
  type LineCatalogue,
  type LineRow,
  type LineView,
  type OrderRow,
  type OrderView,
  type ShipmentRow,
} from './store.js';

export type {
  AttemptRow,
  LineCatalogue,
  LineRow,
  LineView,
  OrderRow,
  OrderView,
  PaymentRecord,
  PricedShipment,
  ReturnShipmentValues,
  ShipmentRow,
};

/** The order's own row (no lines), or undefined; `lock` reads it for update, in the caller's transaction. */
export function findOrder(db: Db | Tx, orderId: number, lock = false): Promise<OrderRow | undefined> {
  return selectOrder(db, orderId, lock);
}

/** The customer's first order (spec section 9: non-members get contact sheets for it), or null. */
export function findFirstOrderId(db: Db | Tx, customerId: number): Promise<number | null> {
  return selectFirstOrderId(db, customerId);
}

/** A new open order of another module's kind, in the caller's transaction (then priced by recomputeOrder). */
export function createOrderRow(tx: Tx, values: NewOrderValues): Promise<OrderRow> {
  return insertOrderRow(tx, values);
}

/** A new order's shipments, in one statement in the caller's transaction (a development order's). */
export function createShipments(tx: Tx, rows: NewShipmentValues[]): Promise<ShipmentRow[]> {
  return insertShipmentRows(tx, rows);
}

/** Sets what a shipment costs once it is priced; the shipment as it is now. */
export function setShipmentCost(tx: Tx, shipmentId: number, cost: number): Promise<ShipmentRow> {
  return updateShipmentCost(tx, shipmentId, cost);
}

/** Stamps the order received (its film arrived at the lab), in the caller's transaction. */
export function setOrderReceived(tx: Tx, orderId: number, now: Date): Promise<void> {
  return markOrderReceived(tx, orderId, now);
}

/** Each order's status by id (those that exist): lists of orders another module keeps. */
export function findOrderStatuses(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, OrderRow['status']>> {
  return selectOrderStatuses(db, orderIds);
}

/** The order and its shipments now name the customer, in the caller's transaction (a claimed vendor order). */
export function moveOrderToCustomer(tx: Tx, orderId: number, customerId: number, now: Date): Promise<void> {
  return moveOrderCustomer(tx, orderId, customerId, now);
}

/** The order with its lines (their products' names), promo and shipments, or undefined. */
export function findOrderView(db: Db | Tx, orderId: number, catalogue?: LineCatalogue): Promise<OrderView | undefined> {
  return loadOrderView(db, orderId, catalogue);
}

/** Order lines as written, with their products' names and images, as an order view has them. */
export function presentLines(db: Db | Tx, rows: LineRow[], catalogue?: LineCatalogue) {
  return withLineProducts(db, rows, catalogue);
}

/** The order's payment attempt still in flight, or undefined: its lines and amounts wait for it. */
export function findPaymentInFlight(db: Db | Tx, orderId: number): Promise<AttemptRow | undefined> {
  return attemptInFlight(db, orderId);
}

/** The tracking numbers of the order's labelled parcels back to the customer. */
export function findReturnTracking(db: Db | Tx, orderId: number): Promise<string[]> {
  return selectReturnTracking(db, orderId);
}

/** The order's shipments as pricing reads them (how, at what service level, which way), by id. */
export function findPricedShipments(db: Db | Tx, orderId: number): Promise<PricedShipment[]> {
  return selectPricedShipments(db, orderId);
}

/** The order's first parcel back to the customer, or undefined. */
export function findReturnShipment(db: Db | Tx, orderId: number): Promise<ShipmentRow | undefined> {
  return selectReturnShipment(db, orderId);
}

/**
 * The shipments as the shipping-labels module buys and tracks their labels (src/modules.ts connects
 * them: that module is below this one and does not import it).
 */
export const labelShipments: LabelShipments = {
  find: selectShipment,
  findReturn: selectReturnShipment,
  labelsToBuy: selectLabelsToBuy,
  claim: claimLabel,
  record: recordLabel,
  recordError: recordLabelError,
  findByTracking: selectShipmentByTracking,
  moveStage: moveShipmentStage,
};

/** Writes the order's parcel back to the customer (the one found, changed; or a new one), in `tx`. */
export function setReturnShipment(
  tx: Tx,
  shipment: { orderId: number; customerId: number; existingId: number | null; values: ReturnShipmentValues },
): Promise<void> {
  return saveReturnShipment(tx, shipment);
}

/**
 * Moves the order's status for another module's step in the caller's transaction (a development order
 * adjusted: invoiced for a difference, or paid in full again), stamped invoiced when it is invoiced.
 */
export function setOrderStatus(
  tx: Tx,
  orderId: number,
  change: { status: OrderRow['status']; now: Date; invoiced?: boolean },
): Promise<void> {
  return updateOrderStatus(tx, orderId, change);
}

/** The payment recorded for a payment attempt (by the attempt's idempotency key), or undefined. */
export function findPaymentRecord(db: Db | Tx, idempotencyKey: string): Promise<PaymentRecord | undefined> {
  return selectPaymentRecord(db, idempotencyKey);
}

/** What has been paid on the order so far, in cents (null: never paid). */
export function findPaidOnOrder(db: Db | Tx, orderId: number): Promise<number | null> {
  return paidOnOrder(db, orderId);
}

/** Who paid the payment with this id, how much and when, or undefined (a membership receipt's facts). */
export function findPaymentById(db: Db | Tx, paymentId: number) {
  return selectPaymentById(db, paymentId);
}

// The lab's screens (development orders' board, general stats and quick search) read orders here.
export {
  countBoardOrdersByStatus,
  countOrdersAtLocations,
  selectBoardOrderPage as findBoardOrderPage,
  type BoardOrderFilter,
} from './board-order-store.js';
export { searchOrders } from './order-search-store.js';

// What the prints module reads of its print orders: the tracking of the parcels back to the customer,
// and which orders are paid (a subquery, so its print queue stays one statement).
export { orderIdsWithStatus } from './order-facts-store.js';
export { selectCustomerTracking as findCustomerTracking } from './shipment-store.js';
