// The words staff gave the site's pages, as every process reads them: one small copy of all of them
// (69 pages at most) per process, kept 4 s and dropped on every process by the bus when staff save,
// so a change shows on every page within the 5 seconds the lab's identity keeps too.
import type { PageWordsResponse } from '@filmlab/api';
import { pageWordFormat, priceWordsAsTokens, wordPageKind } from '@filmlab/domain';
import { renderBlockMarkdown, renderInlineMarkdown } from '@filmlab/api/markdown';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { processCacheFor } from '../../cache/process-cache.js';
import type { Db } from '../../db/client.js';
import { selectAllPageWords, type PageWordsRow } from './store.js';

/** Announced after staff save a page's words, so every process drops its copy. */
export const PAGE_WORDS_CHANGED = 'page_words_changed';
export const PAGE_WORDS_CACHE_TTL_MS = 4_000;

export interface AllPageWords {
  /** Changes whenever any page's words change: pages built from them are keyed by it. */
  key: string;
  byPath: ReadonlyMap<string, PageWordsResponse>;
}

/** A page's words as the API answers them: the fields staff gave, and the Markdown ones as HTML. */
export function presentPageWords(path: string, row: PageWordsRow | undefined): PageWordsResponse {
  const words = row?.words ?? {};
  const html: Record<string, string> = {};
  const kind = wordPageKind(path);
  for (const [field, markdown] of Object.entries(words)) {
    const format = kind && markdown ? pageWordFormat(kind, field) : 'text';
    if (format === 'inline') html[field] = priceWordsAsTokens(renderInlineMarkdown(markdown));
    else if (format === 'block') html[field] = priceWordsAsTokens(renderBlockMarkdown(markdown));
  }
  return { path, words, html, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export interface PageWordsService {
  all(): Promise<AllPageWords>;
  /** A page's words (none: the page as built). */
  forPath(path: string): Promise<PageWordsResponse>;
  /** Drops every process's copy (after a save). */
  changed(): Promise<void>;
}

export function pageWordsServiceFor(deps: { db: Db; events: EventBus }): PageWordsService {
  const cache = processCacheFor(deps.events, {
    channel: PAGE_WORDS_CHANGED,
    ttlMs: PAGE_WORDS_CACHE_TTL_MS,
    maxEntries: 2,
  });
  const load = async (): Promise<AllPageWords> => {
    const rows = await selectAllPageWords(deps.db);
    const key = rows.map((row) => `${row.path}@${row.updatedAt.getTime()}`).join(',');
    return { key, byPath: new Map(rows.map((row) => [row.path, presentPageWords(row.path, row)])) };
  };
  const all = () => cache.read('all', load);
  return {
    all,
    forPath: async (path) => (await all()).byPath.get(path) ?? presentPageWords(path, undefined),
    changed: () => cache.changed(),
  };
}
