// Asking for an order's e-mail from the step that records what it tells: the payment's settle step
// (recordPaid: card, webhook, sweep, account credit, paid at the lab), a refund, an order placed to
// be paid at the lab. The job is sent in that step's transaction, so the e-mail is asked for exactly
// when the change commits; the job writes it (send-receipt.ts) and sends it once per payment.
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { jobSender } from '../../jobs/send-in-transaction.js';

/** paid: a payment's receipt; refund: a refund's; placed: the confirmation of an order to pay at the lab. */
export const RECEIPT_KINDS = ['paid', 'refund', 'placed'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const receiptJob = {
  type: JOB_TYPES.sendReceipt,
  payload: z.object({
    kind: z.enum(RECEIPT_KINDS),
    orderId: z.number().int().positive(),
    /** The payment attempt's idempotency key: which payment was made or refunded (null for placed). */
    paymentKey: z.string().min(1).nullable(),
  }),
  maxAttempts: 8,
};

export type ReceiptRequest = z.infer<typeof receiptJob.payload>;

const send = jobSender(receiptJob);

/** Asks for the e-mail in `tx`: it is written and sent once that transaction has committed. */
export async function receiptLater(tx: Db | Tx, request: ReceiptRequest): Promise<void> {
  await send(tx, request);
}

/** The e-mail's key in the outbox: one receipt per payment, per refund, one confirmation per order. */
export function receiptKey(request: ReceiptRequest): string {
  return request.kind === 'placed'
    ? `order-placed:${request.orderId}`
    : `receipt:${request.kind}:${request.paymentKey}`;
}
