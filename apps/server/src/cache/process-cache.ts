import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { EventBus } from '../adapters/events/event-bus.js';

export interface ProcessCache {
  /**
   * The cached value for the key, or `load()`'s, kept for the TTL unless it changes meanwhile.
   * `tag` groups entries so that `changed([tag])` drops them together (e.g. every entry of one user).
   */
  read<T>(key: string, load: () => Promise<T>, tag?: string): Promise<T>;
  /**
   * The value `read` would give at once from a finished load, without a promise, or undefined when
   * there is none (missing, expired, dropped, or still loading): the hot paths' synchronous hit.
   */
  peek<T>(key: string): { value: T } | undefined;
  /** Drops the entries of these tags (every entry when none are given) here and on the other processes. */
  changed(tags?: readonly string[]): Promise<void>;
  /** Drops the entries of these tags (every entry when none are given) in this process only. */
  forget(tags?: readonly string[]): void;
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** Set once the load has succeeded. */
  settled?: { value: unknown };
  tag: string | undefined;
}

/**
 * Read-through copies of database answers, kept briefly in this process (DESIGN.md, Scaling out: only
 * a copy, which another process never needs and each fills for itself). A write announces itself on the
 * event bus so every process drops the copies at once; the TTL bounds staleness when a notification is
 * missed (the bus delivers at most once) or when something writes without announcing it.
 * Concurrent misses for one key share one load.
 */
export function createProcessCache(options: {
  events: EventBus;
  /** The bus channel that carries this cache's changes. */
  channel: string;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ProcessCache {
  const { ttlMs, channel } = options;
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  // Past `maxEntries`, the least recently read entry makes room for the new one.
  const entries = new LRUCache<string, Entry>({ max: maxEntries });

  // A change drops entries whose loads are still running too: a load that started before the change
  // is then never served to a reader who came after it.
  const drop = (tags: readonly string[] | undefined) => {
    if (!tags) return entries.clear();
    const dropped = new Set(tags);
    // Keys first, deletes after: the LRU's own iteration is not walked while it changes.
    const keys = [...entries.entries()].filter(([, entry]) => entry.tag !== undefined && dropped.has(entry.tag));
    for (const [key] of keys) entries.delete(key);
  };
  const fill = async <T>(key: string, load: () => Promise<T>, tag: string | undefined): Promise<T> => {
    const value = load();
    const entry: Entry = { expires: now() + ttlMs, value, tag };
    entries.set(key, entry);
    try {
      const result = await value;
      entry.settled = { value: result };
      return result;
    } catch (error) {
      if (entries.get(key)?.value === value) entries.delete(key);
      throw error;
    }
  };
  // This cache's own announcements come back to it (PostgreSQL delivers a NOTIFY to its sender too).
  // It dropped those copies already when it announced; dropping again would throw away copies read
  // since, after the write, which are fresh.
  const origin = randomUUID();
  options.events.subscribe(channel, (payload) => {
    const message = payload as { tags?: unknown; origin?: unknown } | null;
    if (message?.origin === origin) return;
    const tags = message?.tags;
    drop(Array.isArray(tags) ? tags.map(String) : undefined);
  });

  return {
    // Not an async function: a hit hands back the stored promise itself, with no second one around it.
    read<T>(key: string, load: () => Promise<T>, tag?: string): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      return fill(key, load, tag);
    },
    peek<T>(key: string) {
      const hit = entries.get(key);
      return hit?.settled && hit.expires > now() ? (hit.settled as { value: T }) : undefined;
    },
    forget(tags) {
      drop(tags);
    },
    async changed(tags) {
      drop(tags);
      // The write this follows has committed: a failed announcement must not turn it into an error.
      // The other processes then drop their copies when the TTL runs out.
      await options.events.publish(channel, tags ? { tags, origin } : { origin }).catch(() => undefined);
    },
  };
}

const shared = new WeakMap<EventBus, Map<string, ProcessCache>>();

/**
 * The one cache of an app for a channel (keyed by the app's event bus), so every route of a feature
 * reads and drops the same copies.
 */
export function processCacheFor(
  events: EventBus,
  options: { channel: string; ttlMs: number; maxEntries?: number },
): ProcessCache {
  let caches = shared.get(events);
  if (!caches) shared.set(events, (caches = new Map()));
  let cache = caches.get(options.channel);
  if (!cache) caches.set(options.channel, (cache = createProcessCache({ events, ...options })));
  return cache;
}
