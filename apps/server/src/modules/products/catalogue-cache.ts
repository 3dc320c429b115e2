import type { EventBus } from '../../adapters/events/event-bus.js';

/** Announced on the event bus after any catalogue write, so every app process drops its pages. */
export const CATALOGUE_CHANGED = 'catalogue_changed';

/**
 * How long a cached shop page may be served. The bus normally clears pages at once on every process;
 * this bounds staleness when a notification is missed (the bus delivers at most once), and when
 * something outside these modules writes (stock taken by a checkout). Nothing is charged from a
 * cached page: checkout reads prices and stock from the database.
 */
export const CATALOGUE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export interface CatalogueCache {
  /** The cached value for the key, or `load()`'s, kept for the TTL unless the catalogue changes meanwhile. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every page here and tells the other processes to do the same. */
  changed(): Promise<void>;
}

/**
 * Shop pages (product listings, collection lists) as visitors and customers see them, kept briefly in
 * this process. It is only a copy: another process never needs it, and each one fills its own.
 * Concurrent misses for one key share one load.
 */
export function createCatalogueCache(options: {
  events: EventBus;
  ttlMs?: number;
  now?: () => number;
}): CatalogueCache {
  const ttlMs = options.ttlMs ?? CATALOGUE_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  // A change empties the map, loads still running included: a load that started before the change
  // is then never served to a reader who came after it.
  const clear = () => entries.clear();
  options.events.subscribe(CATALOGUE_CHANGED, clear);

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { expires: now() + ttlMs, value });
      try {
        return await value;
      } catch (error) {
        if (entries.get(key)?.value === value) entries.delete(key);
        throw error;
      }
    },
    async changed() {
      clear();
      // The write this follows has committed: a failed announcement must not turn it into an error.
      // The other processes then drop their pages when the TTL runs out.
      await options.events.publish(CATALOGUE_CHANGED, {}).catch(() => undefined);
    },
  };
}

const caches = new WeakMap<EventBus, CatalogueCache>();

/** The one cache of an app (keyed by its event bus), shared by the products and collections routes. */
export function catalogueCacheFor(events: EventBus): CatalogueCache {
  let cache = caches.get(events);
  if (!cache) {
    cache = createCatalogueCache({ events });
    caches.set(events, cache);
  }
  return cache;
}
