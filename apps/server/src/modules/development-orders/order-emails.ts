// The e-mails of a development order, through the mailer (the outbox on the default setup): order
// placed, film arrived, scans ready (a link to each roll), negatives shipped (with tracking).
import { orderNumber, type RollEvent } from '@filmlab/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { shipments } from '../../db/schema/shipments.js';
import { findUserById } from '../users/store.js';
import { orderStatusUrl } from './status-token.js';

type MailDeps = Pick<Deps, 'db' | 'mailer' | 'config'>;

/** Who an e-mail goes to, when the caller has them at hand already. */
type Recipient = { firstName: string; email: string };

/** Each e-mail of an order ends with its status link, which opens without logging in. */
async function send(
  deps: MailDeps,
  order: { id: number; customerId: number; customer?: Recipient | undefined },
  subject: string,
  lines: string[],
) {
  const customer = order.customer ?? (await findUserById(deps.db, order.customerId));
  if (!customer) return;
  const status = `See where your rolls are, and when they should be ready: ${orderStatusUrl(deps.config, order.id)}`;
  const text = [`Hi ${customer.firstName},`, '', ...lines, '', status].join('\n');
  await deps.mailer.send({ to: customer.email, subject, text });
}

const summaryUrl = (deps: MailDeps, customerId: number, orderId: number) =>
  `${deps.config.publicUrl}/users/${customerId}/orders/${orderId}/summary`;

export async function mailOrderPlaced(
  deps: MailDeps,
  order: { id: number; customerId: number; rolls: number; customer?: Recipient | undefined },
) {
  const number = orderNumber(order.id);
  await send(deps, order, `Order ${number} placed with ${deps.config.labName}`, [
    `We have your order ${number} for ${order.rolls} roll${order.rolls === 1 ? '' : 's'}.`,
    `Follow it at ${summaryUrl(deps, order.customerId, order.id)}`,
  ]);
}

/** The e-mail a roll event sends, if any (developed and scanned are steps the summary shows). */
export async function mailRollEvent(
  deps: MailDeps,
  order: { id: number; customerId: number },
  event: RollEvent,
  rollIds: number[],
) {
  const number = orderNumber(order.id);
  if (event === 'RECEIVED') {
    await send(deps, order, `Your film arrived at ${deps.config.labName}`, [
      `The film of order ${number} arrived at the lab: ${rollIds.length} roll${rollIds.length === 1 ? '' : 's'}.`,
      `Follow it at ${summaryUrl(deps, order.customerId, order.id)}`,
    ]);
  } else if (event === 'SYNCED') {
    await send(deps, order, `Your scans are ready (order ${number})`, [
      'Your scans are ready to view:',
      ...rollIds.map((rollId) => `${deps.config.publicUrl}/users/${order.customerId}/rolls/${rollId}`),
    ]);
  } else if (event === 'NEGATIVES_RETURNED') {
    const back = await deps.db
      .select({ trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(and(eq(shipments.orderId, order.id), eq(shipments.toCustomer, true)));
    const tracking = back.map((row) => row.trackingNumber).filter((t): t is string => !!t);
    await send(deps, order, `Your negatives are on their way (order ${number})`, [
      `The negatives of order ${number} have been shipped back to you.`,
      tracking.length ? `Tracking: ${tracking.join(', ')}` : 'Tracking will follow once the carrier scans the parcel.',
    ]);
  }
}
