import { routePaths } from '@filmlab/api/paths';
import { DEFAULT_PRICE_LIST, type PriceList } from '@filmlab/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { callRoute } from './api-client';
import { PAGE_PRICE_LIST } from './page-prices';

/** A list read this long ago is read again by the next page that shows prices. */
const FRESH_MS = 60_000;

// The list in force, read once per page (and again after a minute): a plain store, not TanStack Query,
// because the pre-rendered pricing page runs without it (lib/query-gate.tsx).
// The page's own list (lib/page-prices.ts) counts as read when the page loaded: no request for it.
let current: { list: PriceList; readAt: number } | null = PAGE_PRICE_LIST
  ? { list: PAGE_PRICE_LIST, readAt: Date.now() }
  : null;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function read(): void {
  if (reading || (current && Date.now() - current.readAt < FRESH_MS)) return;
  reading = callRoute(routePaths.priceLists.active, {})
    .then(
      ({ entries }) => {
        current = { list: entries, readAt: Date.now() };
        listeners.forEach((listener) => listener());
      },
      // The seed's prices stay on screen; the next page that shows prices asks again.
      () => undefined,
    )
    .finally(() => {
      reading = null;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The list the app server renders pages with (entry-server.tsx); null during the build: the seed's. */
let serverList: PriceList | null = null;
export function setServerPriceList(list: PriceList | null): void {
  serverList = list;
}

/**
 * The lab's active price list. A page the server rendered shows the list it was rendered with: the one
 * in force (the server renders the pricing page per list: apps/server/src/http/price-pages.ts) and written
 * into the page, so hydration matches; the list read later (after a minute, or after staff activate one)
 * replaces it, and so does the API's answer on a page without one. The page never waits on it.
 */
export function usePriceList(): PriceList {
  const list = useSyncExternalStore(
    subscribe,
    () => current?.list ?? null,
    () => (import.meta.env.SSR ? serverList : PAGE_PRICE_LIST),
  );
  useEffect(read, []);
  return list ?? DEFAULT_PRICE_LIST;
}

/** Forgets the list read, and reads it again (after staff activate a new one). */
export function readPriceListAgain(): void {
  current = null;
  read();
}

/** Forgets the list read without reading it again (each test starts from the seed). */
export function forgetPriceList(): void {
  current = null;
  reading = null;
}
