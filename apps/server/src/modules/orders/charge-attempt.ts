// Step 2 of paying (DESIGN.md rule 12): the provider call, with no transaction open and no row
// locked, so other buyers are never kept waiting on the card company. The payment is prepared
// (created unconfirmed under the attempt's key), its id stored at once, then confirmed; the answer
// is settled by step 3 (settle-attempt.ts). A crash anywhere here is settled by the recovery sweep.
import { faultPoint } from '../../adapters/payments/fault-points.js';
import { PaymentInputError } from '../../adapters/payments/payment-provider.js';
import { recordProviderPayment, selectAttempt, type AttemptRow } from './attempt-store.js';
import { chargeRequestOf, reconcileAttempt } from './reconcile-attempt.js';
import { finalizeAttempt, releaseAttempt, type AttemptOutcome, type Log, type SettleDeps } from './settle-attempt.js';

export type ChargeOutcome =
  | { outcome: Exclude<AttemptOutcome, 'declined'> }
  | { outcome: 'declined'; message: string }
  /** The payment method cannot be used; nothing was charged and the attempt is released. */
  | { outcome: 'unusable'; error: PaymentInputError };

/** The outcome as the request reports it; a decline with the words the provider gave. */
async function reported(deps: SettleDeps, attemptId: number, outcome: AttemptOutcome): Promise<ChargeOutcome> {
  if (outcome !== 'declined') return { outcome };
  const settled = await selectAttempt(deps.db, attemptId);
  return { outcome, message: settled?.failureMessage ?? 'Your card was declined.' };
}

export async function chargeAttempt(options: {
  deps: SettleDeps;
  log: Log;
  attempt: AttemptRow;
}): Promise<ChargeOutcome> {
  const { deps, log, attempt } = options;
  faultPoint(deps.config, 'after-reserve');
  const request = chargeRequestOf(attempt);

  // When the provider does not answer clearly, ask it what happened; this request still owns the
  // attempt, so an unconfirmed payment may be canceled and the attempt released.
  const unclear = async (err: unknown): Promise<ChargeOutcome> => {
    log.warn({ err, attemptId: attempt.id, orderId: attempt.orderId }, 'no clear answer from the payment provider');
    try {
      return await reported(deps, attempt.id, await reconcileAttempt({ deps, log, attempt, giveUp: true }));
    } catch (reconcileErr) {
      log.error({ err: reconcileErr, attemptId: attempt.id }, 'payment left for the recovery sweep');
      return { outcome: 'pending' };
    }
  };
  const unusable = async (error: PaymentInputError, paymentId: string | null): Promise<ChargeOutcome> => {
    // Nothing was charged with an unusable method; canceling is tidiness, so a failure to is only logged.
    if (paymentId) {
      await deps.payments.cancel(paymentId).catch((err: unknown) => log.warn({ err, paymentId }, 'cancel failed'));
    }
    await releaseAttempt({ deps, attempt, to: 'canceled' });
    return { outcome: 'unusable', error };
  };

  let paymentId: string;
  try {
    paymentId = (await deps.payments.prepare(request)).paymentId;
  } catch (err) {
    return err instanceof PaymentInputError ? unusable(err, null) : unclear(err);
  }
  await recordProviderPayment(deps.db, attempt.id, paymentId);

  let result;
  try {
    result = await deps.payments.confirm(paymentId, request);
  } catch (err) {
    return err instanceof PaymentInputError ? unusable(err, paymentId) : unclear(err);
  }
  faultPoint(deps.config, 'after-charge');

  if (result.ok) {
    const outcome = await finalizeAttempt({ deps, log, attempt, providerPaymentId: paymentId, fromRequest: true });
    return reported(deps, attempt.id, outcome);
  }
  const declined = { providerPaymentId: paymentId, message: result.message };
  if (await releaseAttempt({ deps, attempt, to: 'declined', declined })) {
    return { outcome: 'declined', message: result.message };
  }
  // Settled meanwhile by the sweep or a webhook: report what it settled on.
  const current = await selectAttempt(deps.db, attempt.id);
  const settled = current?.status === 'declined' || current?.status === 'canceled' ? current.status : 'pending';
  return reported(deps, attempt.id, settled);
}
