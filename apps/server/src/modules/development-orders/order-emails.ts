// The e-mails of a development order, through the mailer (the outbox on the default setup): order
// placed, film arrived, scans ready (a link to each roll, scans-ready.ts sends it once per order),
// negatives shipped (with tracking).
import { orderNumber, type RollEvent } from '@filmlab/domain';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import type { Deps } from '../../deps.js';
import type { Db, Tx } from '../../db/client.js';
import { findReturnTracking } from '../orders/order-service.js';
import { findAccountById } from '../users/service.js';
import { orderStatusUrl } from './status-token.js';
import { withLabIdentity } from '../lab/lab-service.js';

type MailDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'events'>;

/** Who an e-mail goes to, when the caller has them at hand already. */
type Recipient = { firstName: string; email: string };

/** Each e-mail of an order ends with its status link, which opens without logging in. */
async function orderMessage(
  deps: Pick<Deps, 'db' | 'config'>,
  order: { id: number; customerId: number; customer?: Recipient | undefined },
  subject: string,
  lines: string[],
  db: Db | Tx = deps.db,
): Promise<MailMessage | null> {
  const customer = order.customer ?? (await findAccountById(db, order.customerId));
  if (!customer) return null;
  const status = `See where your rolls are, and when they should be ready: ${orderStatusUrl(deps.config, order.id)}`;
  const text = [`Hi ${customer.firstName},`, '', ...lines, '', status].join('\n');
  return { to: customer.email, subject, text };
}

async function send(
  deps: MailDeps,
  order: { id: number; customerId: number; customer?: Recipient | undefined },
  subject: string,
  lines: string[],
) {
  const message = await orderMessage(deps, order, subject, lines);
  if (message) await deps.mailer.send(message);
}

const summaryUrl = (deps: MailDeps, customerId: number, orderId: number) =>
  `${deps.config.publicUrl}/users/${customerId}/orders/${orderId}/summary`;

export async function mailOrderPlaced(
  given: MailDeps,
  order: { id: number; customerId: number; rolls: number; customer?: Recipient | undefined },
) {
  const deps = await withLabIdentity(given);
  const number = orderNumber(order.id);
  await send(deps, order, `Order ${number} placed with ${deps.config.labName}`, [
    `We have your order ${number} for ${order.rolls} roll${order.rolls === 1 ? '' : 's'}.`,
    `Follow it at ${summaryUrl(deps, order.customerId, order.id)}`,
  ]);
}

/**
 * The e-mail a roll event sends, if any (developed and scanned are steps the summary shows; synced
 * rolls are told once per order by scans-ready.ts).
 */
export async function mailRollEvent(
  given: MailDeps,
  order: { id: number; customerId: number },
  event: RollEvent,
  rollIds: number[],
) {
  const deps = await withLabIdentity(given);
  const number = orderNumber(order.id);
  if (event === 'RECEIVED') {
    await send(deps, order, `Your film arrived at ${deps.config.labName}`, [
      `The film of order ${number} arrived at the lab: ${rollIds.length} roll${rollIds.length === 1 ? '' : 's'}.`,
      `Follow it at ${summaryUrl(deps, order.customerId, order.id)}`,
    ]);
  } else if (event === 'NEGATIVES_RETURNED') {
    const tracking = await findReturnTracking(deps.db, order.id);
    await send(deps, order, `Your negatives are on their way (order ${number})`, [
      `The negatives of order ${number} have been shipped back to you.`,
      tracking.length ? `Tracking: ${tracking.join(', ')}` : 'Tracking will follow once the carrier scans the parcel.',
    ]);
  }
}

/** The scans-ready e-mail of some rolls of an order: a link to each; a follow-up when others were told before. */
export async function scansReadyMessage(
  given: Pick<Deps, 'db' | 'config' | 'events'>,
  options: {
    order: { id: number; customerId: number };
    rolls: Array<{ id: number; name: string | null; brand: string; model: string }>;
    followUp: boolean;
    db: Db | Tx;
  },
): Promise<MailMessage | null> {
  const deps = await withLabIdentity(given, options.db);
  const { order, rolls, followUp } = options;
  const number = orderNumber(order.id);
  const rollName = (roll: (typeof rolls)[number]) =>
    roll.name || [roll.brand, roll.model].filter(Boolean).join(' ') || `Roll ${roll.id}`;
  return orderMessage(
    deps,
    order,
    followUp ? `More of your scans are ready (order ${number})` : `Your scans are ready (order ${number})`,
    [
      followUp
        ? `More scans of order ${number} are ready to view:`
        : `Your scans of order ${number} are ready to view:`,
      ...rolls.map((roll) => `${rollName(roll)}: ${deps.config.publicUrl}/users/${order.customerId}/rolls/${roll.id}`),
    ],
    options.db,
  );
}
