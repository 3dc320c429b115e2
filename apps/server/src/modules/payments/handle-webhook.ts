// The provider's webhook: each event id is processed once (a replay is acknowledged and skipped).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentInputError } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import { payments, webhookEvents } from '../../db/schema/payments.js';
import { AppError } from '../../errors.js';

export async function handleWebhook(options: {
  deps: Pick<Deps, 'db' | 'payments'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  rawBody: Buffer;
  signature: string | undefined;
}): Promise<{ received: true; processed: boolean }> {
  const { deps } = options;
  let event;
  try {
    event = deps.payments.parseWebhook(options.rawBody, options.signature);
  } catch (err) {
    if (err instanceof PaymentInputError) {
      throw new AppError('BAD_REQUEST', `${err.field}: ${err.message}`, [`${err.field}: ${err.message}`]);
    }
    throw err;
  }
  const processed = await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(webhookEvents)
      .values({ provider: deps.payments.name, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!first) return false;
    if (event.paymentId && event.paymentStatus) {
      const updated = await tx
        .update(payments)
        .set({ status: event.paymentStatus, updatedAt: new Date() })
        .where(eq(payments.providerPaymentId, event.paymentId))
        .returning({ orderId: payments.orderId });
      if (updated.length === 0)
        options.log.warn({ eventId: event.id, paymentId: event.paymentId }, 'webhook for an unknown payment');
    }
    return true;
  });
  options.log.info({ eventId: event.id, type: event.type, processed }, 'payment webhook');
  return { received: true, processed };
}
