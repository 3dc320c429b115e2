// Finding out what became of an attempt at the provider, and settling it (settle-attempt.ts). Used by
// the recovery sweep (an attempt whose request is gone), by webhooks, and by a request whose call
// to the provider failed without an answer.
import { orderNumber } from '@filmlab/domain';
import { PaymentInputError, type ChargeRequest } from '../../adapters/payments/payment-provider.js';
import { recordProviderPayment, selectAttempt, type AttemptRow } from './attempt-store.js';
import {
  finalizeAttempt,
  refundAttempt,
  releaseAttempt,
  type AttemptOutcome,
  type Log,
  type SettleDeps,
} from './settle-attempt.js';

/** The provider request of an attempt: the same every time, so its idempotency key answers the same payment. */
export function chargeRequestOf(attempt: AttemptRow): ChargeRequest {
  return {
    amount: attempt.amount,
    paymentMethodId: attempt.paymentMethodId ?? '',
    providerCustomerId: attempt.providerCustomerId,
    idempotencyKey: attempt.idempotencyKey,
    description: `Order ${orderNumber(attempt.orderId)}`,
    metadata: { orderId: String(attempt.orderId), attemptId: String(attempt.id) },
  };
}

const outcomeOf: Partial<Record<AttemptRow['status'], AttemptOutcome>> = {
  succeeded: 'succeeded',
  declined: 'declined',
  canceled: 'canceled',
  refunded: 'refunded',
};

/**
 * Settles the attempt from what the provider knows. With `giveUp` (its request is gone: the lease ran
 * out, or the process that made it died) a payment that was never confirmed is canceled at the
 * provider and the attempt released; without it only a final outcome is acted on ('pending' otherwise).
 */
export async function reconcileAttempt(options: {
  deps: SettleDeps;
  log: Log;
  attempt: AttemptRow;
  giveUp: boolean;
  now?: Date;
}): Promise<AttemptOutcome> {
  const { deps, log, giveUp } = options;
  const attempt = (await selectAttempt(deps.db, options.attempt.id)) ?? options.attempt;
  const settle = { deps, log, attempt, ...(options.now ? { now: options.now } : {}) };
  // What a release did, or, when another settled the attempt first, what that one settled on.
  const released = async (done: boolean, outcome: AttemptOutcome): Promise<AttemptOutcome> => {
    if (done) return outcome;
    const current = await selectAttempt(deps.db, attempt.id);
    return (current && outcomeOf[current.status]) ?? 'pending';
  };
  if (attempt.status === 'refunding' && attempt.providerPaymentId) {
    return refundAttempt({ ...settle, providerPaymentId: attempt.providerPaymentId });
  }
  if (attempt.status !== 'reserved') return outcomeOf[attempt.status] ?? 'pending';

  let paymentId = attempt.providerPaymentId;
  if (!paymentId) {
    if (!giveUp) return 'pending';
    // The request died around `prepare`: preparing again with the same key answers the payment it
    // made, if it made one (and nothing was charged: confirm comes only after the id is stored).
    try {
      paymentId = (await deps.payments.prepare(chargeRequestOf(attempt))).paymentId;
    } catch (err) {
      if (!(err instanceof PaymentInputError)) throw err;
      return released(await releaseAttempt({ ...settle, to: 'canceled' }), 'canceled');
    }
    await recordProviderPayment(deps.db, attempt.id, paymentId);
  }

  let payment = await deps.payments.retrieve(paymentId);
  if (giveUp && payment.status === 'unconfirmed') payment = await deps.payments.cancel(paymentId);
  switch (payment.status) {
    case 'succeeded':
      return finalizeAttempt({ ...settle, providerPaymentId: paymentId });
    case 'failed': {
      const message = payment.failureMessage ?? 'Your card was declined.';
      const declined = { providerPaymentId: paymentId, message };
      return released(await releaseAttempt({ ...settle, to: 'declined', declined }), 'declined');
    }
    case 'canceled':
      return released(await releaseAttempt({ ...settle, to: 'canceled' }), 'canceled');
    default:
      return 'pending';
  }
}
