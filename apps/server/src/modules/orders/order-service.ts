// What other modules may read of an order and its payments (DESIGN.md rule 4): the receipts module
// writes its e-mails from these, development orders check whose an order is; the orders store stays private to this module.
import type { Db, Tx } from '../../db/client.js';
import { paidOnOrder } from './paid-on-order.js';
import { selectPaymentRecord, type PaymentRecord } from './payment-records.js';
import { loadOrderView, selectOrder, type OrderRow, type OrderView } from './store.js';

export type { OrderRow, OrderView, PaymentRecord };

/** The order's own row (no lines), or undefined. */
export function findOrder(db: Db | Tx, orderId: number): Promise<OrderRow | undefined> {
  return selectOrder(db, orderId);
}

/** The order with its lines (their products' names), promo and shipments, or undefined. */
export function findOrderView(db: Db | Tx, orderId: number): Promise<OrderView | undefined> {
  return loadOrderView(db, orderId);
}

/** The payment recorded for a payment attempt (by the attempt's idempotency key), or undefined. */
export function findPaymentRecord(db: Db | Tx, idempotencyKey: string): Promise<PaymentRecord | undefined> {
  return selectPaymentRecord(db, idempotencyKey);
}

/** What has been paid on the order so far, in cents (null: never paid). */
export function findPaidOnOrder(db: Db | Tx, orderId: number): Promise<number | null> {
  return paidOnOrder(db, orderId);
}
