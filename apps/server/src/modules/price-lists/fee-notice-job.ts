// A price list that changes a plan's fee asks, in its activation's transaction, for the notices to
// its members (the memberships module writes and sends them: memberships/fee-notices.ts).
import { PLAN_IDS, planFee, type PlanId, type PriceList } from '@filmlab/domain';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { jobSender } from '../../jobs/send-in-transaction.js';

export const feeNoticeJob = {
  type: JOB_TYPES.sendFeeNotices,
  payload: z.object({ priceListId: z.number().int().positive(), previousId: z.number().int().positive() }),
  maxAttempts: 8,
};

const send = jobSender(feeNoticeJob);

/** Asks, in the activation's transaction, for the notices of the fees `priceListId` changes from `previousId`'s. */
export async function feeNoticesLater(tx: Db | Tx, priceListId: number, previousId: number): Promise<void> {
  await send(tx, { priceListId, previousId });
}

/** The paid plans whose fee differs between the two lists. */
export function changedFees(before: PriceList, after: PriceList): Array<{ planId: PlanId; from: number; to: number }> {
  return PLAN_IDS.filter((planId) => planId !== 'NON_MEMBER')
    .map((planId) => ({ planId, from: planFee(before, planId), to: planFee(after, planId) }))
    .filter((fee) => fee.from !== fee.to);
}
