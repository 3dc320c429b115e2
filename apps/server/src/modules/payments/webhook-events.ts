// The webhook events this site has acted on (webhook_events, unique by event id): the payment
// provider's, and the carrier's tracking events the shipping-labels module records through here.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { webhookEvents } from '../../db/schema/payments.js';

type Queryable = Db | Tx;

/** True when an event with this id was recorded before. */
export async function webhookEventSeen(db: Queryable, eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, eventId));
  return seen !== undefined;
}

/** Records the event once; false when it was recorded before (a replay). */
export async function recordWebhookEvent(
  db: Queryable,
  event: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const [first] = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return first !== undefined;
}
