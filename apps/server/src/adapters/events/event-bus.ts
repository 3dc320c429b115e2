/** Receives one published payload, already parsed from JSON. */
export type EventListener = (payload: unknown) => void;

/**
 * Publish/subscribe between app processes (DESIGN.md, Scaling out): PostgreSQL LISTEN/NOTIFY when
 * the app runs on PostgreSQL, an in-process emitter on the embedded database (one process by design).
 * Delivery is at most once: a subscriber that is not listening when an event is published misses it.
 */
export interface EventBus {
  /** Sends a JSON payload to every subscriber of the channel, in this process and in the others. */
  publish(channel: string, payload: object): Promise<void>;
  /** Calls the listener for every payload published on the channel; returns the unsubscribe function. */
  subscribe(channel: string, listener: EventListener): () => void;
  /** Resolves once every subscription made so far is live, so nothing published afterwards is missed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** NOTIFY refuses payloads of 8000 bytes or more (PostgreSQL's default build); both buses hold to it. */
export const MAX_PAYLOAD_BYTES = 7999;

/** Channel names go into LISTEN as identifiers, so only fixed, lower-case names are accepted. */
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannel(channel: string): void {
  if (!channelPattern.test(channel)) throw new Error(`Event channel "${channel}" is not a safe identifier`);
}

/** The payload as it travels: JSON, within NOTIFY's size limit. */
export function encodePayload(channel: string, payload: object): string {
  assertChannel(channel);
  const text = JSON.stringify(payload);
  if (typeof text !== 'string' || (!text.startsWith('{') && !text.startsWith('['))) {
    throw new Error(`Event payload on ${channel} must be a JSON object or array`);
  }
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_PAYLOAD_BYTES) {
    throw new Error(
      `Event payload on ${channel} is ${bytes} bytes; at most ${MAX_PAYLOAD_BYTES} fit in a notification`,
    );
  }
  return text;
}

/** Calls each listener in turn; one that throws does not keep the payload from the others. */
export function deliver(
  listeners: Iterable<EventListener> | undefined,
  payload: unknown,
  onError: (error: unknown) => void,
): void {
  if (!listeners) return;
  for (const listener of [...listeners]) {
    try {
      listener(payload);
    } catch (error) {
      onError(error);
    }
  }
}
