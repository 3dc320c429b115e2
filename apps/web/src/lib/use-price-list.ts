import { routePaths } from '@filmlab/api/paths';
import { DEFAULT_PRICE_LIST, type PriceList } from '@filmlab/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { callRoute } from './api-client';
import { priceListFromPage } from './page-prices';

/** A list read this long ago is read again by the next page that shows prices. */
const FRESH_MS = 60_000;

// The list in force, read once per page (and again after a minute): a plain store, not TanStack Query,
// because the pre-rendered pricing page runs without it (lib/query-gate.tsx).
// The page's own list (lib/page-prices.ts) counts as read when the page loaded: no request for it.
const fromPage = import.meta.env.SSR ? null : priceListFromPage(typeof document === 'undefined' ? undefined : document);
let current: { list: PriceList; readAt: number } | null = fromPage ? { list: fromPage, readAt: Date.now() } : null;
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

/**
 * The lab's active price list. Pre-rendered HTML and the first render show the default prices (the
 * seed); the list in force replaces them once it has been read (from the page the server wrote it
 * into, or else from the API), so the page never waits on it.
 */
export function usePriceList(): PriceList {
  const list = useSyncExternalStore(
    subscribe,
    () => current?.list ?? null,
    () => null,
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
