// A per-process copy that is refreshed in the background: once a value has loaded, readers get the
// last copy at once while a newer one loads (stale for at most `maxStaleMs`), so no reader waits on
// the refresh of a 50,000-roll aggregate. A change published on the event bus drops the copies on
// every process; the next reader then waits for a fresh value (a lab step is seen at once).
import type { EventBus } from '../../adapters/events/event-bus.js';

interface Entry {
  value?: unknown;
  loadedAt: number;
  loading?: Promise<unknown>;
}

export interface RefreshingCopy {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every copy here and on the other processes. */
  changed(): Promise<void>;
}

export function createRefreshingCopy(options: {
  events: EventBus;
  channel: string;
  /** A copy older than this is refreshed in the background. */
  ttlMs: number;
  /** A copy older than this is not served: the reader waits for a fresh one. */
  maxStaleMs: number;
  now?: () => number;
}): RefreshingCopy {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Loads started before a drop must not write their (older) value after it.
  let generation = 0;
  const drop = () => {
    generation += 1;
    entries.clear();
  };
  options.events.subscribe(options.channel, drop);

  const start = <T>(key: string, entry: Entry, load: () => Promise<T>): Promise<T> => {
    const started = generation;
    const loading = load().then(
      (value) => {
        if (started === generation) entries.set(key, { value, loadedAt: now() });
        return value;
      },
      (error: unknown) => {
        if (entries.get(key)?.loading === loading) delete entry.loading;
        throw error;
      },
    );
    entry.loading = loading;
    entries.set(key, entry);
    return loading;
  };

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry && 'value' in entry ? now() - entry.loadedAt : Infinity;
      if (entry && age < options.ttlMs) return entry.value as T;
      if (entry && age < options.maxStaleMs) {
        // Serve the last copy; one background load replaces it (a failure keeps it until maxStaleMs).
        if (!entry.loading) start(key, entry, load).catch(() => undefined);
        return entry.value as T;
      }
      if (entry?.loading) return entry.loading as Promise<T>;
      return start(key, { loadedAt: 0 }, load);
    },
    async changed() {
      drop();
      // The write has committed: a failed announcement must not make it an error (maxStaleMs bounds it).
      await options.events.publish(options.channel, {}).catch(() => undefined);
    },
  };
}

const shared = new WeakMap<EventBus, Map<string, RefreshingCopy>>();

/** The one copy of an app for a channel, so every route reads and drops the same values. */
export function refreshingCopyFor(
  events: EventBus,
  options: { channel: string; ttlMs: number; maxStaleMs: number },
): RefreshingCopy {
  let copies = shared.get(events);
  if (!copies) shared.set(events, (copies = new Map()));
  let copy = copies.get(options.channel);
  if (!copy) copies.set(options.channel, (copy = createRefreshingCopy({ events, ...options })));
  return copy;
}
