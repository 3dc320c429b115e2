import { z } from 'zod';
import type { EventBus } from '../../adapters/events/event-bus.js';

/** One channel for every user's events; the user id travels in the payload, never in the channel name. */
export const USER_EVENTS_CHANNEL = 'user_events';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What a user's live feed carries. The browser refreshes the user on any of them (spec section 4). */
export type UserEvent = { type: 'zip-download' } & { [field: string]: JsonValue };

/** The payload on the channel: whose event it is, and the event the socket sends as it is. */
export const userEventEnvelope = z.object({
  userId: z.number().int().positive(),
  event: z.looseObject({ type: z.string().min(1) }),
});

/**
 * Tells the user's open live feeds, on every app process, that something happened, e.g. a zip
 * download is ready. Payloads must stay small (under 8000 bytes as JSON): send ids, not data.
 */
export async function publishUserEvent(bus: EventBus, userId: number, event: UserEvent): Promise<void> {
  await bus.publish(USER_EVENTS_CHANNEL, { userId, event });
}
