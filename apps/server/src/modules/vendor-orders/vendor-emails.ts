// The claim e-mail of a vendor order: the walk-in customer's link to attach it to their account.
import { orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { withLabIdentity } from '../lab/lab-service.js';

/** How long the outbox keeps the claim link readable (the link itself works until it is used). */
const OUTBOX_SECRET_DAYS = 30;

export async function mailClaimLink(
  given: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'>,
  options: {
    orderId: number;
    token: string;
    customer: { firstName: string; email: string };
    vendorName: string;
  },
): Promise<void> {
  const deps = await withLabIdentity(given);
  const { config } = deps;
  const number = orderNumber(options.orderId);
  const link = `${config.publicUrl}/claim-order?token=${encodeURIComponent(options.token)}`;
  const text = [
    `Hi ${options.customer.firstName},`,
    '',
    `${options.vendorName} sent your film to ${config.labName} as order ${number}.`,
    'To follow it and see your scans when they are ready, claim it into your account:',
    '',
    link,
    '',
    'If you have no account yet, claiming makes one and we e-mail you a link to choose your password.',
    '',
    config.labName,
  ].join('\n');
  await deps.mailer.send({
    to: options.customer.email,
    subject: `Claim your order ${number} at ${config.labName}`,
    text,
    secrets: { values: [options.token], expiresAt: new Date(Date.now() + OUTBOX_SECRET_DAYS * 86_400_000) },
  });
}
