import type { MailMessage } from '../../adapters/mail/mailer.js';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { deliverLater } from './deliver-later.js';
import { claimOutboxKeys, linkOutboxKeys } from './store.js';

/**
 * Stores and sends, in `tx`, the e-mail `write` makes for the keys not claimed yet (a receipt of a
 * payment, a welcome, the scans-ready notice of some rolls), and claims them: whoever comes second,
 * a replayed step or a job run again, finds them taken and sends nothing. `write` gets the keys this
 * call claimed and answers null when there is nothing to tell after all (the keys stay claimed).
 * Answers the e-mail's outbox id, or null when none was stored.
 */
export async function deliverOnce(
  deps: Pick<Deps, 'mailer' | 'jobs'>,
  tx: Tx,
  keys: readonly string[],
  write: (claimed: string[]) => Promise<MailMessage | null>,
): Promise<number | null> {
  const claimed = await claimOutboxKeys(tx, keys);
  if (claimed.length === 0) return null;
  const message = await write(claimed);
  if (!message) return null;
  const outboxId = await deliverLater(deps, message, tx);
  await linkOutboxKeys(tx, claimed, outboxId);
  return outboxId;
}
