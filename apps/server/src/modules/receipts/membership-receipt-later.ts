// Asking for a membership payment's receipt from the settle step that records the payment
// (sync-subscription.ts): the job is sent in that transaction, so the receipt is asked for exactly
// when the payment row commits, and written (send-membership-receipt.ts) once per payment.
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { jobSender } from '../../jobs/send-in-transaction.js';

export const membershipReceiptJob = {
  type: JOB_TYPES.sendMembershipReceipt,
  payload: z.object({
    paymentId: z.number().int().positive(),
    /** The plan the payment paid for, and its period. */
    planId: z.string().min(1),
    /** The plan's fee the period was billed at, when the lab changed it (null: the plan's default fee). */
    fee: z.number().int().nonnegative().nullable().optional(),
    periodStart: z.string().datetime({ offset: true }),
    periodEnd: z.string().datetime({ offset: true }),
    /** A change of tier's proration: the rest of a period on the new plan, less the old one's unused time. */
    prorated: z.boolean().default(false),
  }),
  maxAttempts: 8,
};

export type MembershipReceiptRequest = z.infer<typeof membershipReceiptJob.payload>;

const send = jobSender(membershipReceiptJob);

export async function membershipReceiptLater(tx: Db | Tx, request: MembershipReceiptRequest): Promise<void> {
  await send(tx, request);
}
