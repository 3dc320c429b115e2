// Paying an order by card (PUT /orders/:id/attach-payment), as three named steps (DESIGN.md rule 12):
//   1. reserve (reserve-payment.ts): one short transaction holds promo, stock and credit and records
//      the attempt with a fresh idempotency key;
//   2. charge (charge-attempt.ts): the provider is called with no transaction open;
//   3. settle (settle-attempt.ts): finalize (PAID) or release (the compensation).
// A crash between any two is settled by the recovery sweep (reconcile-payments.ts) or a webhook: every
// charge ends paid and recorded, or refunded.
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { chargeAttempt } from './charge-attempt.js';
import { reservePayment } from './reserve-payment.js';
import type { Log } from './settle-attempt.js';
import type { OrderRow } from './store.js';

const STOPPED = 'This payment took too long and was stopped; nothing was charged. Please try again.';
const REFUNDED = 'This payment took too long, so the charge was refunded. Please try again.';
const PENDING = "We're still waiting to hear from the card company. Check your order in a minute before paying again.";

export async function payOrder(options: {
  deps: Pick<Deps, 'db' | 'payments' | 'config'>;
  log: Log;
  orderId: number;
  /** null: nothing to pay is expected (credits cover the order). */
  paymentMethodId: string | null;
  /** The amount the buyer saw to pay, in cents; another figure re-priced is a 409 and nothing is charged. */
  expectedTotal?: number | undefined;
  isAdmin: boolean;
  now?: Date;
  /** The order's customer (null: a guest), when the caller knows it already. */
  customerId?: number | null | undefined;
  /** Who may pay it, checked on the order once locked (reserve-payment.ts). */
  check?: ((order: OrderRow) => void) | undefined;
}): Promise<void> {
  const { deps, log } = options;
  const attempt = await reservePayment({ ...options, now: options.now ?? new Date() });
  if (!attempt) return;
  const charged = await chargeAttempt({ deps, log, attempt });
  switch (charged.outcome) {
    case 'succeeded':
      return;
    case 'declined':
      throw new AppError('PAYMENT_FAILED', charged.message, [`paymentId: ${charged.message}`]);
    case 'unusable': {
      const { field, message } = charged.error;
      const problem = field === 'paymentId' && /^is /.test(message) ? `This card ${message}.` : message;
      throw new AppError('BAD_REQUEST', problem, [`${field}: ${message}`]);
    }
    case 'canceled':
      throw new AppError('CONFLICT', STOPPED, [`paymentId: ${STOPPED}`]);
    case 'refunded':
      throw new AppError('CONFLICT', REFUNDED, [`paymentId: ${REFUNDED}`]);
    default:
      throw new AppError('UNAVAILABLE', PENDING, [`paymentId: ${PENDING}`]);
  }
}
