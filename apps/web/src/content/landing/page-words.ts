// The words staff rewrote on a page (admin area, /admin/pages), over the built copy: a city or topic
// page's, and how `/`, `/lab`, `/club`, the FAQ and the about page read theirs. The server renders the
// page with them and writes them into it (the `page-words` block: apps/server/src/http/word-pages.ts),
// so the first paint and hydration agree; a page reached by a link in the app asks the API for them.
// This file loads with the local pages' copy, or the words of a landing page staff rewrote, and with the
// FAQ and about pages: `/` as built does not load it (routes/pages/landing-route.tsx).
import type { PageWordsResponse } from '@filmlab/api';
import { escapeHtml } from '@filmlab/domain';
import { createElement } from 'react';
import { SITE } from '../../lib/site';
import type { LandingContent, LandingSteps } from './types';

/** The words the app server renders a page with (entry-server.tsx); null during the build: none. */
let serverWords: PageWordsResponse | null = null;
export function setServerPageWords(words: PageWordsResponse | null): void {
  serverWords = words;
}

/** The words for `path`: the server's while it renders, the page's block, undefined if it carries none for `path`. */
export function wordsInPage(path: string): PageWordsResponse | null | undefined {
  if (import.meta.env.SSR) return serverWords?.path === path ? serverWords : null;
  try {
    const words = JSON.parse(document.getElementById('page-words')?.textContent || 'null') as PageWordsResponse | null;
    return words?.path === path ? words : undefined;
  } catch {
    return undefined;
  }
}

/** The page's words as the API answers them (GET /api/public/page-words; none if it fails): a plain read, no API client. */
export function askPageWords(path: string): Promise<PageWordsResponse | null> {
  return fetch(`/api/public/page-words?path=${encodeURIComponent(path)}`)
    .then((answer) => (answer.ok ? (answer.json() as Promise<PageWordsResponse>) : null))
    .catch(() => null);
}

const asked = new Map<string, Promise<PageWordsResponse | null>>();

/**
 * The page's words for React's `use`: settled at once when the page carries them (the first render and
 * hydration need no wait), else asked of the API (a page reached by a link in the app).
 */
export function pageWordsFor(path: string): Promise<PageWordsResponse | null> {
  let words = import.meta.env.SSR ? undefined : asked.get(path);
  if (!words) {
    const inPage = wordsInPage(path);
    words =
      inPage === undefined
        ? askPageWords(path)
        : Object.assign(Promise.resolve(inPage), { status: 'fulfilled', value: inPage });
    if (!import.meta.env.SSR) asked.set(path, words);
  }
  return words;
}

/** The page's words: the server's while it renders, the page's own, else the API's (none if it fails). */
export async function readPageWords(path: string): Promise<PageWordsResponse | null> {
  const inPage = wordsInPage(path);
  return inPage === undefined ? askPageWords(path) : inPage;
}

/** Step HTML with the lab's name where the words say {lab} (escaped: a name is text, not markup). */
export const withLabName = (html: string) => html.replaceAll('{lab}', escapeHtml(SITE.name));

/** The built copy with the words staff gave in place of its own. */
export function withPageWords(content: LandingContent, words: PageWordsResponse | null): LandingContent {
  if (!words || Object.keys(words.words).length === 0) return content;
  const given = words.words;
  const steps = content.sectionPoints.map((step) => {
    const field = `step${step.number}`;
    const html = words.html[field];
    if (!given[field] || !html) return step;
    // The server's HTML of the Markdown (markdown-it, raw HTML escaped): shown as it is.
    const view = createElement('p', { dangerouslySetInnerHTML: { __html: withLabName(html) } });
    return { ...step, body: given[field], view };
  }) as unknown as LandingSteps;
  return {
    ...content,
    title: given.title || content.title,
    description: given.description || content.description,
    sectionTitle: given.sectionTitle || content.sectionTitle,
    sectionPointsSubtitle: given.sectionPointsSubtitle || content.sectionPointsSubtitle,
    sectionPoints: steps,
    freeShippingPoint: given.freeShippingPoint || content.freeShippingPoint,
    fastPrintTurnaroundPoint: given.fastPrintTurnaroundPoint || content.fastPrintTurnaroundPoint,
    eshopPointsSubtitle: given.eshopPointsSubtitle || content.eshopPointsSubtitle,
    communitySubtitle: given.communitySubtitle || content.communitySubtitle,
    reviewsSubtitle: given.reviewsSubtitle || content.reviewsSubtitle,
  };
}
