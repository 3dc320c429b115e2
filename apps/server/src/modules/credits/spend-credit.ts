// Spends a customer's account credit on an order (the checkout's credit step).
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { takeAccountCredit } from '../users/service.js';

/** Takes `cents` of account credit in the caller's transaction, or throws a 409 when the balance fell short. */
export async function spendCredit(options: { tx: Tx; userId: number; cents: number }): Promise<void> {
  if (options.cents <= 0) return;
  if (await takeAccountCredit(options.tx, options.userId, options.cents)) return;
  const problem = 'Your account credit changed; please review the order';
  throw new AppError('CONFLICT', problem, [`applyCredit: ${problem}`]);
}
