// Gives back account credit an order held (a declined or abandoned payment, a canceled order).
import type { Tx } from '../../db/client.js';
import { addAccountCredit } from '../users/service.js';

export async function giveBackCredit(options: { tx: Tx; userId: number; cents: number }): Promise<void> {
  if (options.cents > 0) await addAccountCredit(options.tx, options.userId, options.cents);
}
