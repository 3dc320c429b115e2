import type { EventBus } from '../../adapters/events/event-bus.js';
import { USER_EVENTS_CHANNEL, userEventEnvelope } from './user-events.js';

export type UserEventSink = (event: Record<string, unknown>) => void;

/**
 * This process's end of the user-events channel: one subscription for all sockets, each event handed
 * to the sockets of its user only. Sockets are the only state, and they belong to this process.
 */
export interface UserFeed {
  /** Resolves once events published from now on reach `watch` sinks. */
  ready(): Promise<void>;
  watch(userId: number, sink: UserEventSink): () => void;
  close(): void;
}

export function createUserFeed(bus: EventBus, onError: (error: unknown) => void): UserFeed {
  const sinks = new Map<number, Set<UserEventSink>>();
  let unsubscribe: (() => void) | null = null;

  function start() {
    unsubscribe ??= bus.subscribe(USER_EVENTS_CHANNEL, (payload) => {
      const parsed = userEventEnvelope.safeParse(payload);
      if (!parsed.success) return onError(new Error(`Unreadable user event: ${parsed.error.message}`));
      const { userId, event } = parsed.data;
      for (const sink of [...(sinks.get(userId) ?? [])]) {
        try {
          sink(event);
        } catch (error) {
          onError(error);
        }
      }
    });
  }

  return {
    ready() {
      start();
      return bus.ready();
    },
    watch(userId, sink) {
      start();
      let set = sinks.get(userId);
      if (!set) sinks.set(userId, (set = new Set()));
      set.add(sink);
      return () => {
        set.delete(sink);
        if (set.size === 0 && sinks.get(userId) === set) sinks.delete(userId);
      };
    },
    close() {
      unsubscribe?.();
      unsubscribe = null;
      sinks.clear();
    },
  };
}
