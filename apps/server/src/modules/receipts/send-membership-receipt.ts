// A membership payment's receipt: the plan, the period it pays for, the credits it brings, what was
// charged (less a promo on a first period) and to what. Written once per payment (its outbox key).
import { PLANS, PLAN_IDS, creditsText, formatCents, isOneOf, type Plan } from '@filmlab/domain';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { deliverOnce } from '../outbox/deliver-once.js';
import { renderMail, type MailDocument } from '../outbox/render-mail.js';
import { findPaymentById } from '../orders/order-service.js';
import { findAccountById } from '../users/service.js';
import type { MembershipReceiptRequest } from './membership-receipt-later.js';
import { dayOf, type LabWords } from './write-receipt.js';
import { withLabIdentity } from '../lab/lab-service.js';
import { pricesInForceAt } from '../price-lists/price-list-service.js';

export interface MembershipReceiptFacts {
  firstName: string;
  plan: Plan;
  amount: number;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  prorated: boolean;
  link: string;
}

export function writeMembershipReceipt(facts: MembershipReceiptFacts, lab: LabWords): MailDocument {
  const { plan, amount } = facts;
  const name = `${plan.label} membership`;
  const period = `${dayOf(facts.periodStart, lab.labTimeZone)} to ${dayOf(facts.periodEnd, lab.labTimeZone)}`;
  const rows = [{ label: `${name}, ${period}`, value: formatCents(plan.price) }];
  // Less than the plan's price: a change of tier's proration, or a promo on the first period.
  if (amount < plan.price) {
    const label = facts.prorated ? 'Unused time of your earlier membership' : 'Promo discount';
    rows.push({ label, value: formatCents(amount - plan.price) });
  }
  return {
    subject: `Your receipt for your ${name} from ${lab.labName}`,
    greeting: facts.firstName ? `Hi ${facts.firstName},` : 'Hello,',
    intro: [`Thank you: we have your payment for your ${name}. This is your receipt.`],
    sections: [
      { title: 'Membership', rows: [...rows, { label: 'Total', value: formatCents(amount), strong: true }] },
      {
        title: 'What it brings',
        notes: [
          `Dev + Scan credits: ${creditsText(plan.rollCredits)}; 4K scan credits: ${creditsText(plan.scan4KCredits)}; rush credits: ${creditsText(plan.rushCredits)}.`,
          `Your membership runs until ${dayOf(facts.periodEnd, lab.labTimeZone)}.`,
        ],
      },
      {
        title: 'How you paid',
        rows: [{ label: 'Your card on file', value: formatCents(amount) }],
        notes: [`Paid on ${dayOf(facts.paidAt, lab.labTimeZone)}.`],
      },
    ],
    link: { label: 'See your membership', url: facts.link },
    signature: lab.labName,
  };
}

/** Answers the outbox id of the receipt sent, or null when it was sent before or there is no one to send it to. */
export async function sendMembershipReceipt(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'jobs' | 'config' | 'events'>;
  request: MembershipReceiptRequest;
}): Promise<number | null> {
  const { request } = options;
  // The lab's name, contact and address as staff set them, read before the transaction.
  const deps = await withLabIdentity(options.deps);
  return deps.db.transaction((tx: Tx) =>
    deliverOnce(deps, tx, [`receipt:membership:${request.paymentId}`], async () => {
      const payment = await findPaymentById(tx, request.paymentId);
      const user = payment?.userId ? await findAccountById(tx, payment.userId) : undefined;
      if (!payment || !user || !isOneOf(PLAN_IDS, request.planId)) return null;
      // The credits the period was granted: the plan's on the price list in force when it started.
      const periodStart = new Date(request.periodStart);
      const terms = (await pricesInForceAt(tx, [periodStart]))(periodStart).plans[request.planId];
      const facts: MembershipReceiptFacts = {
        firstName: user.firstName,
        plan: { ...PLANS[request.planId], ...terms, price: request.fee ?? PLANS[request.planId].price },
        amount: payment.amount,
        periodStart,
        periodEnd: new Date(request.periodEnd),
        paidAt: payment.createdAt,
        prorated: request.prorated,
        link: `${deps.config.publicUrl}/users/${user.id}/settings`,
      };
      return renderMail(writeMembershipReceipt(facts, deps.config), user.email);
    }),
  );
}
