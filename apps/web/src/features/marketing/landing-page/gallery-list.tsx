import { GALLERY_PAGE_SIZE, normalizeSocialHandle, socialProfileUrl } from '@filmlab/domain';
import { lazy, Suspense, useState } from 'react';
import { MARKETING } from '../config';
import { useLoadOnce } from '../use-load-once';
import { filmOf, type SelectedSubmission } from './gallery-types';
import styles from './landing-page.module.css';

// The full-screen viewer (and Swiper) load when a visitor opens a photo.
const GalleryViewer = lazy(async () => ({ default: (await import('./gallery-viewer/gallery-viewer')).GalleryViewer }));

/**
 * The gallery of selected submissions (spec 2.7): GET /social-media-submissions/selected, the 25
 * most recently selected; a failure is logged only (spec 8). A photo opens the full-screen viewer.
 */
export function GalleryList() {
  const [open, setOpen] = useState<number | null>(null);
  const rows = useLoadOnce(true, async () => {
    try {
      const { apiRequest } = await import('../../../lib/api-client');
      const body = await apiRequest<{ submissions?: SelectedSubmission[] }>('/social-media-submissions/selected', {
        query: { limit: GALLERY_PAGE_SIZE, offset: 0, sortBy: 'selectedAt', desc: true },
        onUnauthorized: 'ignore',
      });
      // De-duplicated by id (spec 4).
      const seen = new Set<number>();
      return (body?.submissions ?? []).filter((row) => !seen.has(row.id) && seen.add(row.id));
    } catch (error) {
      console.error('Gallery submissions failed to load', error);
      return [];
    }
  });
  const submissions = rows ?? [];
  return (
    <>
      {submissions.length > 0 && (
        <ul className={styles.galleryGrid} aria-label="Photos selected from the community">
          {submissions.map((submission, index) => {
            const handle = normalizeSocialHandle(submission.socialHandle, MARKETING.socialHandle);
            const film = filmOf(submission);
            return (
              <li key={submission.id} className={styles.galleryItem}>
                <button type="button" className={styles.galleryOpen} onClick={() => setOpen(index)}>
                  <img
                    src={submission.thumbnailUrl}
                    width={submission.width ?? 600}
                    height={submission.height ?? 400}
                    alt={film ? `Shot on ${film} by @${handle}` : `Photo by @${handle}`}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
                <a className={styles.handle} href={socialProfileUrl(handle)} target="_blank" rel="noopener noreferrer">
                  @{handle}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryViewer submissions={submissions} startIndex={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
