import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { PageHeadResolver } from '../../http/page-heads.js';
import { selectUploadedScansOf } from '../scans/store.js';
import { libraryCacheFor } from '../rolls/library-cache.js';
import { openShare } from './open-share.js';
import { readSharedScans } from './read-shared-scans.js';
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
        const [page, share] = await Promise.all([
          readSharedScans({ db, blobs, labName: config.labName, code, cache }),
          openShare(db, code),
        ]);
        const first = page.scans.find((scan) => scan.files.midRes);
        const untilExpiry = share.expiresAt ? Math.floor((share.expiresAt.getTime() - Date.now()) / 1000) : Infinity;
        const seconds = Math.max(60, Math.min(PREVIEW_IMAGE_SECONDS, untilExpiry));
        const [firstRow] = first ? await selectUploadedScansOf(db, share.userId, [first.id]) : [];
        const imageKey = firstRow?.midResKey ?? null;
        return {
          status: 200,
          head: {
            title: `${page.title} — ${config.labName}`,
            description: page.description,
            image: imageKey
              ? absolute(config.publicUrl, await blobs.readUrl(imageKey, { expiresInSeconds: seconds }))
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
