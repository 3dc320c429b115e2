import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { PageHeadResolver } from '../../http/page-heads.js';
import { libraryCacheFor } from '../rolls/library-cache.js';
import { openSharedPage } from './read-shared-scans.js';
import { sharePageUrl } from './share-code.js';

/** Chat apps fetch the preview image once and keep it; a week is as long as a signed S3 link lives. */
const PREVIEW_IMAGE_SECONDS = 7 * 24 * 60 * 60;

/** The local store's links are relative to the site; a chat app needs the whole address. */
const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/**
 * /shared-scans/{code}: the page's title, description and first frame in its HTML head, so the link
 * previews well when pasted in a chat; 404 (with the shell, which says why) for a code that opens nothing.
 */
export function sharedPageHead(deps: Pick<Deps, 'db' | 'blobs' | 'config' | 'events'>): PageHeadResolver {
  const { db, blobs, config } = deps;
  const cache = libraryCacheFor(deps);
  return {
    prefix: '/shared-scans/',
    async resolve(code) {
      try {
        // One live read of the share; the page and its preview frame come from the library's cache.
        const { page, share, previewKey } = await openSharedPage({ db, blobs, labName: config.labName, code, cache });
        const untilExpiry = share.expiresAt ? Math.floor((share.expiresAt.getTime() - Date.now()) / 1000) : Infinity;
        const seconds = Math.max(60, Math.min(PREVIEW_IMAGE_SECONDS, untilExpiry));
        return {
          status: 200,
          head: {
            title: `${page.title} — ${config.labName}`,
            description: page.description,
            image: previewKey
              ? absolute(config.publicUrl, await blobs.readUrl(previewKey, { expiresInSeconds: seconds }))
              : null,
            url: sharePageUrl(config.publicUrl, code),
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
