import { assertChannel, deliver, encodePayload, type EventBus, type EventListener } from './event-bus.js';

/**
 * The bus on the embedded database, which one process holds by design. Payloads go through the same
 * JSON encoding and size limit as NOTIFY and arrive asynchronously, so code behaves the same on both.
 */
export function createMemoryEventBus(options: { onError?: (error: unknown) => void } = {}): EventBus {
  const onError = options.onError ?? (() => {});
  const listeners = new Map<string, Set<EventListener>>();
  let closed = false;

  return {
    async publish(channel, payload) {
      const text = encodePayload(channel, payload);
      if (closed) throw new Error('The event bus is closed');
      setImmediate(() => deliver(listeners.get(channel), JSON.parse(text), onError));
    },
    subscribe(channel, listener) {
      assertChannel(channel);
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(channel) === set) listeners.delete(channel);
      };
    },
    async ready() {},
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
