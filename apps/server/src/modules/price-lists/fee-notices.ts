// Members hear of a new plan fee before it is billed: when a price list that changes a plan's fee is
// activated (now or for a later date), each member whose membership renews gets one e-mail saying
// the old and new fee, from when, and which renewal is the first billed at the new one. The period
// they have paid keeps its price (move-renewal-prices.ts moves them at their next renewal).
import { PLAN_IDS, PLANS, formatCents, planFee, type PlanId, type PriceList } from '@filmlab/domain';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { jobSender } from '../../jobs/send-in-transaction.js';
import { withLabIdentity } from '../lab/lab-service.js';
import { renewingMembersOnPlans, type RenewingMember } from '../memberships/renewing-members.js';
import { deliverOnce } from '../outbox/deliver-once.js';
import { renderMail, type MailDocument } from '../outbox/render-mail.js';
import { findAccountById } from '../users/service.js';
import { selectListEntries, selectListStart } from './store.js';

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

const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
const per = (planId: PlanId) => (planId === 'NICE_MONTHLY' ? 'a month' : 'a year');

export function writeFeeNotice(options: {
  person: { firstName: string };
  member: RenewingMember;
  fee: { from: number; to: number };
  startsAt: Date;
  lab: { labName: string; publicUrl: string; labTimeZone: string };
  userId: number;
}): MailDocument {
  const { person, member, fee, startsAt, lab } = options;
  const plan = PLANS[member.planId].label;
  const from = dayIn(startsAt, lab.labTimeZone);
  const firstBilled =
    member.renewsAt && member.renewsAt >= startsAt
      ? `Your next renewal, on ${dayIn(member.renewsAt, lab.labTimeZone)}, is billed ${formatCents(fee.to)}.`
      : `Your first renewal from ${from} on is billed ${formatCents(fee.to)}.`;
  return {
    subject: `Your ${plan} membership fee changes on ${from}`,
    greeting: person.firstName ? `Hi ${person.firstName},` : 'Hello,',
    intro: [
      `From ${from}, the ${plan} membership costs ${formatCents(fee.to)} ${per(member.planId)} (it is ${formatCents(fee.from)} now).`,
    ],
    sections: [
      {
        rows: [
          { label: 'Fee now', value: formatCents(fee.from) },
          { label: `Fee from ${from}`, value: formatCents(fee.to), strong: true },
        ],
        notes: [
          'The period you have paid for keeps its price.',
          firstBilled,
          'You can change your plan or turn off renewal at any time before then from your account.',
        ],
      },
    ],
    link: { label: 'See your membership', url: `${lab.publicUrl}/users/${options.userId}/settings` },
    signature: lab.labName,
  };
}

/** Sends the notices of one activation; each member's once, whoever runs it again. Answers how many were sent. */
export async function sendFeeNotices(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'jobs' | 'config' | 'events'>;
  priceListId: number;
  previousId: number;
}): Promise<number> {
  const deps = await withLabIdentity(options.deps);
  const [after, before, startsAt] = await Promise.all([
    selectListEntries(deps.db, options.priceListId),
    selectListEntries(deps.db, options.previousId),
    selectListStart(deps.db, options.priceListId),
  ]);
  if (!after || !before || !startsAt) return 0;
  const fees = new Map(changedFees(before, after).map((fee) => [fee.planId, fee]));
  let sent = 0;
  for (const member of await renewingMembersOnPlans(deps.db, [...fees.keys()])) {
    const fee = fees.get(member.planId)!;
    const outboxId = await deps.db.transaction((tx: Tx) =>
      deliverOnce(deps, tx, [`fee-notice:${options.priceListId}:${member.subscriptionId}`], async () => {
        const user = await findAccountById(tx, member.userId);
        if (!user) return null;
        const document = writeFeeNotice({ person: user, member, fee, startsAt, lab: deps.config, userId: user.id });
        return renderMail(document, user.email);
      }),
    );
    if (outboxId !== null) sent += 1;
  }
  return sent;
}

export function registerFeeNoticeJob(deps: Deps) {
  deps.jobs.register(
    defineJob({
      ...feeNoticeJob,
      async run({ payload }) {
        await sendFeeNotices({ deps, ...payload });
      },
    }),
  );
}
