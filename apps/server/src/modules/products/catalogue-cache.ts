import type { EventBus } from '../../adapters/events/event-bus.js';
import { createProcessCache, processCacheFor } from '../../cache/process-cache.js';

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
 * this process; a catalogue write anywhere drops them all.
 */
export function createCatalogueCache(options: {
  events: EventBus;
  ttlMs?: number;
  now?: () => number;
}): CatalogueCache {
  const cache = createProcessCache({
    events: options.events,
    channel: CATALOGUE_CHANGED,
    ttlMs: options.ttlMs ?? CATALOGUE_CACHE_TTL_MS,
    maxEntries: MAX_ENTRIES,
    now: options.now,
  });
  return { read: (key, load) => cache.read(key, load), changed: () => cache.changed() };
}

/** The one cache of an app (keyed by its event bus), shared by the products and collections routes. */
export function catalogueCacheFor(events: EventBus): CatalogueCache {
  return processCacheFor(events, {
    channel: CATALOGUE_CHANGED,
    ttlMs: CATALOGUE_CACHE_TTL_MS,
    maxEntries: MAX_ENTRIES,
  });
}
