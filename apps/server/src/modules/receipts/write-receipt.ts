// The words of an order's e-mails: a payment's receipt, a refund's, and the confirmation of an order
// placed to be paid at the lab. Money goes through the domain's one formatter.
import { formatCents, formatTaxRate } from '@filmlab/domain';
import type { MailDocument, MailRow, MailSection } from '../outbox/render-mail.js';
import type { ReceiptFacts } from './read-receipt.js';

export interface LabWords {
  labName: string;
  labTimeZone: string;
}

/** 'November 28, 2026' in the lab's time zone. */
export const dayOf = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);

function linesSection(facts: ReceiptFacts): MailSection {
  return {
    title: `Order ${facts.orderNumber}`,
    rows: facts.lines.map((line) => ({ label: `${line.quantity} × ${line.name}`, value: formatCents(line.amount) })),
  };
}

function totalsSection(facts: ReceiptFacts): MailSection {
  const rows: MailRow[] = [{ label: 'Subtotal', value: formatCents(facts.subtotal) }];
  if (facts.discount > 0) {
    rows.push({
      label: facts.promoCode ? `Discount (${facts.promoCode})` : 'Discount',
      value: formatCents(-facts.discount),
    });
  }
  if (facts.shipping > 0) rows.push({ label: 'Shipping', value: formatCents(facts.shipping) });
  rows.push({
    label: facts.taxRate === null ? 'Tax' : `Tax (${formatTaxRate(facts.taxRate)})`,
    value: formatCents(facts.tax),
  });
  if (facts.appliedCredit > 0) rows.push({ label: 'Account credit', value: formatCents(-facts.appliedCredit) });
  rows.push({ label: 'Total', value: formatCents(facts.total), strong: true });
  return { rows };
}

function paidSection(facts: ReceiptFacts, lab: LabWords): MailSection {
  const payment = facts.payment!;
  const rows: MailRow[] = [];
  if (facts.paidBefore > 0) rows.push({ label: 'Paid before', value: formatCents(facts.paidBefore) });
  if (payment.paidWith && payment.amount > 0)
    rows.push({ label: payment.paidWith, value: formatCents(payment.amount) });
  // Credits are spent with the order's first payment; a difference paid later spends none.
  const first = facts.paidBefore === 0;
  if (first && facts.appliedCredit > 0) rows.push({ label: 'Account credit', value: formatCents(facts.appliedCredit) });
  const notes = [
    ...(first && facts.serviceCredits.length ? [`Service credits: ${facts.serviceCredits.join(', ')}.`] : []),
    ...(rows.length === 0 && !(first && facts.serviceCredits.length) ? ['Nothing to pay.'] : []),
    `Paid on ${dayOf(payment.at, lab.labTimeZone)}.`,
  ];
  return { title: 'How you paid', rows, notes };
}

function shipsSection(facts: ReceiptFacts, kind: 'paid' | 'placed'): MailSection | null {
  if (!facts.shipsTo) return null;
  return {
    title: 'Where it ships',
    notes: [
      facts.shipsTo.join(', '),
      kind === 'paid'
        ? 'By standard shipping. We will e-mail you when it ships.'
        : 'By standard shipping, once it is paid. We will e-mail you when it ships.',
    ],
  };
}

const greeting = (facts: ReceiptFacts) => (facts.firstName ? `Hi ${facts.firstName},` : 'Hello,');
const link = (facts: ReceiptFacts) => ({ label: `See order ${facts.orderNumber}`, url: facts.link });

export function writeReceipt(facts: ReceiptFacts, lab: LabWords): MailDocument {
  const sections = [linesSection(facts), totalsSection(facts), paidSection(facts, lab), shipsSection(facts, 'paid')];
  return {
    subject: `Your receipt for order ${facts.orderNumber} from ${lab.labName}`,
    greeting: greeting(facts),
    intro: [`Thank you: we have your payment for order ${facts.orderNumber}. This is your receipt.`],
    sections: sections.filter((section): section is MailSection => section !== null),
    link: link(facts),
    signature: lab.labName,
  };
}

export function writeRefundReceipt(facts: ReceiptFacts, lab: LabWords): MailDocument {
  const payment = facts.payment!;
  const to = !payment.paidWith
    ? 'the way you paid'
    : payment.paidWith === 'Card'
      ? 'your card'
      : `your ${payment.paidWith}`;
  const amount = formatCents(payment.amount);
  return {
    subject: `Your refund for order ${facts.orderNumber} from ${lab.labName}`,
    greeting: greeting(facts),
    intro: [
      `We refunded ${amount} for order ${facts.orderNumber} to ${to}.`,
      'A card refund can take 5 to 10 business days to show on your statement.',
    ],
    sections: [
      {
        title: 'Refund',
        rows: [{ label: `Refunded to ${payment.paidWith ?? 'the way you paid'}`, value: amount, strong: true }],
        notes: [`Refunded on ${dayOf(payment.at, lab.labTimeZone)}.`],
      },
      { ...linesSection(facts), title: `What order ${facts.orderNumber} was for` },
    ],
    link: link(facts),
    signature: lab.labName,
  };
}

export function writeConfirmation(facts: ReceiptFacts, lab: LabWords): MailDocument {
  const ships = shipsSection(facts, 'placed');
  return {
    subject: `Order ${facts.orderNumber} is placed: pay at ${lab.labName}`,
    greeting: greeting(facts),
    intro: [
      `We have your order ${facts.orderNumber} and set it aside for you.`,
      `Pay ${formatCents(facts.total)} at the lab, in cash or by card: we get it ready once it is paid, and send your receipt then.`,
    ],
    sections: [linesSection(facts), totalsSection(facts), ...(ships ? [ships] : [])],
    link: link(facts),
    signature: lab.labName,
  };
}
