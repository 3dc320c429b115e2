// What other modules may read of the lab's prices: the price list in force now (this module's
// tables stay private to it). Every server path that prices reads it here.
import { priceListEntries } from '@filmlab/api';
import { DEFAULT_PRICE_LIST, listInForce, type PriceList } from '@filmlab/domain';
import { processCacheFor, type ProcessCache } from '../../cache/process-cache.js';
import type { EventBus } from '../../adapters/events/event-bus.js';
import type { Db, Tx } from '../../db/client.js';
import {
  selectListEntries,
  selectListInForce,
  selectListStart,
  selectListsStartedBy,
  selectNextStart,
} from './store.js';

/** Announced after a list is activated, so every process drops its copy at once. */
export const PRICE_LIST_CHANGED = 'price_list_changed';
/**
 * How long a process keeps its copy of the list in force. Short, so that a change whose announcement
 * is missed (the bus delivers at most once) still shows on every process within 5 seconds.
 */
export const PRICE_LIST_CACHE_TTL_MS = 2_000;

export interface ActivePriceList {
  /** The list's id; 0 for the domain's defaults, before the seed has made the first list. */
  id: number;
  startsAt: Date | null;
  list: PriceList;
  /** When a scheduled list takes over (ms since the epoch), or null when none is scheduled. */
  nextStartsAt: number | null;
}

export function priceListCache(events: EventBus): ProcessCache {
  return processCacheFor(events, { channel: PRICE_LIST_CHANGED, ttlMs: PRICE_LIST_CACHE_TTL_MS, maxEntries: 4 });
}

/** The list in force at `now`, read from the database (the defaults while there is none). */
export async function loadActivePriceList(db: Db | Tx, now: Date): Promise<ActivePriceList> {
  // One after another: `db` may be a transaction's one connection.
  const row = await selectListInForce(db, now);
  const next = await selectNextStart(db, now);
  const nextStartsAt = next ? next.getTime() : null;
  if (!row) return { id: 0, startsAt: null, list: DEFAULT_PRICE_LIST, nextStartsAt };
  return { id: row.id, startsAt: row.startsAt, list: priceListEntries.parse(row.entries), nextStartsAt };
}

/**
 * The price list in force now, from this process's short-lived copy. A scheduled list takes over at
 * its start without a restart: the copy is not used past the next start.
 */
export async function activePriceList(deps: { db: Db; events: EventBus }): Promise<ActivePriceList> {
  const cache = priceListCache(deps.events);
  const load = () => loadActivePriceList(deps.db, new Date());
  const copy = await cache.read('active', load);
  if (copy.nextStartsAt === null || Date.now() < copy.nextStartsAt) return copy;
  cache.forget();
  return cache.read('active', load);
}

/** The list in force now: its prices and plan terms only. */
export async function activePrices(deps: { db: Db; events: EventBus }): Promise<PriceList> {
  return (await activePriceList(deps)).list;
}

/** The id an order made now records (null while the lab has no list and prices are the defaults). */
export function priceListIdOf(active: ActivePriceList): number | null {
  return active.id === 0 ? null : active.id;
}

/**
 * The prices of the list an order was made with: a list is never edited once in force, so an order
 * is re-priced (rush added, negatives sent back, paid) at the prices it was made with. Null: an
 * order from before price lists, made at the domain's defaults.
 */
export async function pricesOfList(db: Db | Tx, id: number | null): Promise<PriceList> {
  if (id === null) return DEFAULT_PRICE_LIST;
  const entries = await selectListEntries(db, id);
  if (!entries) throw new Error(`price list ${id} is missing`);
  return priceListEntries.parse(entries);
}

/** When a started or scheduled list takes over (null for a draft or an unknown id). */
export function priceListStart(db: Db | Tx, id: number): Promise<Date | null> {
  return selectListStart(db, id);
}

/**
 * The list in force at each of `times` (the starts of paid periods, say), read in one query: a
 * function from one of those times to its list's prices and plan terms (the defaults before the
 * first list). A period's credits are granted from the list in force when it started.
 */
export async function pricesInForceAt(db: Db | Tx, times: readonly Date[]): Promise<(at: Date) => PriceList> {
  if (times.length === 0) return () => DEFAULT_PRICE_LIST;
  const latest = new Date(Math.max(...times.map((time) => time.getTime())));
  const rows = await selectListsStartedBy(db, latest);
  const parsed = new Map<number, PriceList>();
  return (at) => {
    const row = listInForce(rows, at);
    if (!row) return DEFAULT_PRICE_LIST;
    let list = parsed.get(row.id);
    if (!list) {
      list = priceListEntries.parse(row.entries);
      parsed.set(row.id, list);
    }
    return list;
  };
}
