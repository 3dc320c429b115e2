// The shop order's status machine (spec section 4 lists the statuses and actions, not the moves;
// these are ours): OPEN -> INVOICED -> PAID -> COMPLETE, and CANCELED from OPEN or INVOICED.
// Paying at the lab (cash or the lab's card reader) moves an order to INVOICED with its stock held:
// it waits there for staff to mark it paid (the `pay` move) or for a cancel, which gives the stock back.
import type { OrderStatus } from './enums.js';

export type OrderAction = 'update' | 'invoice' | 'sendInvoice' | 'payInLab' | 'pay' | 'complete' | 'cancel';

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
};

const ACTION_WORDS: Readonly<Record<OrderAction, string>> = {
  update: 'changed',
  invoice: 'invoiced',
  sendInvoice: 'invoiced',
  payInLab: 'paid at the lab',
  pay: 'paid',
  complete: 'completed',
  cancel: 'canceled',
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
