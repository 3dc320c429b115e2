import { useEffect } from 'react';
import type { LandingContent } from '../../../content/landing';
import { SITE } from '../../../lib/site';

let prerenderedHeadUsed = false;

/**
 * Keeps the tab title and meta description in step with the route after client-side navigation.
 * The pre-rendered page's own head is already right, so the meta table (./page-meta) loads only
 * once the visitor navigates.
 */
export function usePageMeta(path: string, content?: LandingContent, words?: Record<string, string>): void {
  useEffect(() => {
    const prerendered = document.getElementById('root')?.dataset.prerendered === path;
    if (prerendered && !prerenderedHeadUsed) {
      prerenderedHeadUsed = true;
      return;
    }
    prerenderedHeadUsed = true;
    let live = true;
    void import('./page-meta').then(({ documentTitle, pageMetaFor }) => {
      if (!live) return;
      const meta = pageMetaFor(path, content, words);
      document.title = meta ? documentTitle(meta.title) : SITE.name;
      if (meta) document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    });
    return () => {
      live = false;
    };
  }, [path, content, words]);
}
