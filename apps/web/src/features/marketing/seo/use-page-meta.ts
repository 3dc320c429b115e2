import { useEffect } from 'react';
import type { LandingContent } from '../../../content/landing';
import { SITE } from '../../../lib/site';
import { documentTitle, pageMetaFor } from './page-meta';

/** Keeps the tab title and meta description in step with the route after client-side navigation. */
export function usePageMeta(path: string, content?: LandingContent): void {
  useEffect(() => {
    const meta = pageMetaFor(path, content);
    document.title = meta ? documentTitle(meta.title) : SITE.name;
    if (meta) document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [path, content]);
}
