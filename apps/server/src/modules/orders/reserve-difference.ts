// Step 1 of paying the difference of an order adjusted after it was paid (development orders): the
// adjustment already re-priced it and spent its credits, so nothing more is held; the attempt is for
// the total less what was paid. Its release gives nothing back (the paid part keeps its credits).
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { insertAttempt, type AttemptRow } from './attempt-store.js';
import type { OrderRow } from './store.js';

const NOTHING_DUE = 'Nothing is due on this order';

export async function reserveDifference(options: {
  tx: Tx;
  order: OrderRow;
  paid: number;
  provider: string;
  paymentMethodId: string | null;
  providerCustomerId: string | null;
  cardFingerprint?: string | null | undefined;
  leaseUntil: Date | null;
}): Promise<AttemptRow> {
  const { tx, order, paid } = options;
  const due = order.total - paid;
  if (due <= 0) throw new AppError('CONFLICT', NOTHING_DUE, [`status: ${NOTHING_DUE}`]);
  return insertAttempt(tx, {
    orderId: order.id,
    customerId: order.customerId,
    provider: options.provider,
    idempotencyKey: `order-${order.id}-${randomUUID()}`,
    amount: due,
    paymentMethodId: options.paymentMethodId,
    providerCustomerId: options.providerCustomerId,
    cardFingerprint: options.cardFingerprint ?? null,
    reservation: { lines: [], promoId: null, credit: 0, difference: true },
    leaseUntil: options.leaseUntil,
  });
}
