// The shop order's status machine (spec section 4 lists the statuses and actions, not the moves;
// these are ours): OPEN -> INVOICED -> PAID -> COMPLETE, and CANCELED from OPEN or INVOICED.
// Paying at the lab (cash or the lab's card reader) moves an order to INVOICED with its stock held:
// it waits there for staff to mark it paid (the `pay` move) or for a cancel, which gives the stock back.
// Development orders are adjusted by staff when the film that arrived differs (`adjust`: rolls added,
// changed or removed, the order re-priced); a PAID order whose total grows goes back to INVOICED for
// the difference (`invoiceDifference`), and is PAID again when the customer pays it.
import type { OrderStatus } from './enums.js';

export type OrderAction =
  'update' | 'invoice' | 'sendInvoice' | 'payInLab' | 'pay' | 'complete' | 'cancel' | 'adjust' | 'invoiceDifference';

interface Move {
  from: readonly OrderStatus[];
  /** null: the status does not change. */
  to: OrderStatus | null;
}

export const ORDER_MOVES: Readonly<Record<OrderAction, Move>> = {
  update: { from: ['OPEN'], to: null },
  invoice: { from: ['OPEN'], to: 'INVOICED' },
  sendInvoice: { from: ['OPEN', 'INVOICED'], to: 'INVOICED' },
  payInLab: { from: ['OPEN', 'INVOICED'], to: 'INVOICED' },
  pay: { from: ['OPEN', 'INVOICED'], to: 'PAID' },
  complete: { from: ['PAID'], to: 'COMPLETE' },
  cancel: { from: ['OPEN', 'INVOICED'], to: 'CANCELED' },
  adjust: { from: ['OPEN', 'INVOICED', 'PAID'], to: null },
  invoiceDifference: { from: ['PAID'], to: 'INVOICED' },
};

const ACTION_WORDS: Readonly<Record<OrderAction, string>> = {
  update: 'changed',
  invoice: 'invoiced',
  sendInvoice: 'invoiced',
  payInLab: 'paid at the lab',
  pay: 'paid',
  complete: 'completed',
  cancel: 'canceled',
  adjust: 'adjusted',
  invoiceDifference: 'invoiced again',
};

export type OrderMove = { ok: true; status: OrderStatus } | { ok: false; message: string };

/** The status an action leads to, or why it may not happen now (the server answers 409 with it). */
export function nextOrderStatus(status: OrderStatus, action: OrderAction): OrderMove {
  const move = ORDER_MOVES[action];
  if (!move.from.includes(status)) {
    return { ok: false, message: `An order that is ${status.toLowerCase()} cannot be ${ACTION_WORDS[action]}` };
  }
  return { ok: true, status: move.to ?? status };
}

export function canOrder(status: OrderStatus, action: OrderAction): boolean {
  return ORDER_MOVES[action].from.includes(status);
}

/** What an adjusted order asks of the customer: the total against what they paid already (cents). */
export type AdjustmentBalance =
  { kind: 'even'; cents: 0 } | { kind: 'due'; cents: number } | { kind: 'refund'; cents: number };

/**
 * After staff adjust an order: never paid (null) -> the order is simply re-priced (nothing due apart);
 * paid before (0 when credits paid it all) -> the difference is due (a new invoice) or owed back
 * (left to staff as a refund note).
 */
export function adjustmentBalance(paidCents: number | null, totalCents: number): AdjustmentBalance {
  if (paidCents === null || paidCents === totalCents) return { kind: 'even', cents: 0 };
  return totalCents > paidCents
    ? { kind: 'due', cents: totalCents - paidCents }
    : { kind: 'refund', cents: paidCents - totalCents };
}
