// Members hear of a new plan fee before it is billed: when a price list that changes a plan's fee is
// activated (now or for a later date; price-lists/fee-notice-job.ts), each member whose membership
// renews gets one e-mail saying the old and new fee, from when, and which renewal is the first billed
// at the new one. The period they have paid keeps its price (move-renewal-prices.ts moves them at
// their next renewal).
import { PLANS, billingInterval, formatCents } from '@filmlab/domain';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { withLabIdentity } from '../lab/lab-service.js';
import { deliverOnce } from '../outbox/deliver-once.js';
import { renderMail, type MailDocument } from '../outbox/render-mail.js';
import { changedFees, feeNoticeJob } from '../price-lists/fee-notice-job.js';
import { priceListStart, pricesOfList } from '../price-lists/price-list-service.js';
import { dayOf } from '../receipts/write-receipt.js';
import { findAccountById } from '../users/service.js';
import { renewingMembersOnPlans, type RenewingMember } from './renewing-members.js';

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
  const from = dayOf(startsAt, lab.labTimeZone);
  const firstBilled =
    member.renewsAt && member.renewsAt >= startsAt
      ? `Your next renewal, on ${dayOf(member.renewsAt, lab.labTimeZone)}, is billed ${formatCents(fee.to)}.`
      : `Your first renewal from ${from} on is billed ${formatCents(fee.to)}.`;
  return {
    subject: `Your ${plan} membership fee changes on ${from}`,
    greeting: person.firstName ? `Hi ${person.firstName},` : 'Hello,',
    intro: [
      `From ${from}, the ${plan} membership costs ${formatCents(fee.to)} a ${billingInterval(member.planId)} (it is ${formatCents(fee.from)} now).`,
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
    pricesOfList(deps.db, options.priceListId),
    pricesOfList(deps.db, options.previousId),
    priceListStart(deps.db, options.priceListId),
  ]);
  if (!startsAt) return 0;
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
