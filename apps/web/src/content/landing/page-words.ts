// The words staff rewrote on a city or topic page (admin area, /admin/pages), over the built copy.
// The server renders the page with them and writes them into it (the `page-words` block:
// apps/server/src/http/word-pages.ts), so the first paint and hydration agree; a page reached by a link
// in the app asks the API for them. This file loads with the local pages' copy only.
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

function wordsFromPage(path: string): PageWordsResponse | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('page-words')?.textContent;
  if (!text) return undefined;
  try {
    const words = JSON.parse(text) as PageWordsResponse;
    return words.path === path ? words : undefined;
  } catch {
    return undefined;
  }
}

/** The page's words: the server's while it renders, the page's own, else the API's (none if it fails). */
export async function readPageWords(path: string): Promise<PageWordsResponse | null> {
  if (import.meta.env.SSR) return serverWords?.path === path ? serverWords : null;
  const fromPage = wordsFromPage(path);
  if (fromPage) return fromPage;
  // A plain public read (GET /api/public/page-words): the landing page's script carries no API client.
  try {
    const answer = await fetch(`/api/public/page-words?path=${encodeURIComponent(path)}`);
    return answer.ok ? ((await answer.json()) as PageWordsResponse) : null;
  } catch {
    return null;
  }
}

/** Step HTML with the lab's name where the words say {lab} (escaped: a name is text, not markup). */
const withLabName = (html: string) => html.replaceAll('{lab}', escapeHtml(SITE.name));

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
