import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import type { SessionUser } from '../../http/session-user.js';
import { selectMessengers, type MessengerRow } from './couriers.js';

/**
 * The messenger a call names, when the caller may act on it: staff any, a courier only its own.
 * Another courier's record does not exist for them (404), so ids cannot be probed.
 */
export async function ownMessenger(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  messengerId: number,
): Promise<MessengerRow> {
  const [row] = await selectMessengers(deps.db, { id: messengerId });
  if (!row || (user.role !== 'ADMIN' && row.userId !== user.id)) throw notFound('Messenger');
  return row;
}
