import { LAB_PAGE_TOKENS } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { PageHeadResolver } from '../../http/page-heads.js';
import { libraryCacheFor } from '../rolls/library-cache.js';
import { sharePreviewUrl } from './open-share-preview.js';
import { openSharedPage } from './read-shared-scans.js';
import { sharePageUrl } from './share-code.js';

/**
 * /shared-scans/{code}: the page's title, description and first frame (a JPEG at a link that lives
 * as long as the share) in its HTML head, so the link previews well when pasted in a chat; 404 (with
 * the shell, which says why) for a code that opens nothing.
 */
export function sharedPageHead(deps: Pick<Deps, 'db' | 'blobs' | 'config' | 'events'>): PageHeadResolver {
  const { db, blobs, config } = deps;
  const cache = libraryCacheFor(deps);
  return {
    prefix: '/shared-scans/',
    async resolve(code) {
      try {
        // One live read of the share; the page and its preview frame come from the library's cache.
        const { page, previewKey } = await openSharedPage({ db, blobs, labName: config.labName, code, cache });
        return {
          status: 200,
          head: {
            // The lab's name and origin as tokens, filled as the page is sent (http/lab-pages.ts).
            title: `${page.title} — ${LAB_PAGE_TOKENS.name}`,
            description: page.description,
            // A stable address of our own (open-share-preview.ts), not a signed link that runs out.
            image: previewKey ? sharePreviewUrl(LAB_PAGE_TOKENS.origin, code) : null,
            url: sharePageUrl(LAB_PAGE_TOKENS.origin, code),
            noindex: true,
          },
        };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return { status: 404, head: null };
        throw error;
      }
    },
  };
}
