import { GALLERY_PAGE_SIZE, normalizeSocialHandle, socialProfileUrl } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { MARKETING } from '../config';
import styles from './landing-page.module.css';

export interface SelectedSubmission {
  id: number;
  socialHandle: string | null;
  filmBrand: string | null;
  filmModel: string | null;
  thumbnailUrl: string;
  hiResUrl: string;
  midResOptimizedUrl: string;
  width: number | null;
  height: number | null;
}

/** True once the element comes within 600 px of the screen. */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/**
 * The gallery of selected submissions (spec 2.7): GET /social-media-submissions/selected, 25 most
 * recently selected, loaded as it nears the screen; a failure is logged only (spec 8).
 */
export function SelectedGallery() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const query = useQuery({
    queryKey: ['marketing', 'selected-submissions'],
    enabled: near,
    retry: false,
    staleTime: 10 * 60_000,
    queryFn: async () => {
      try {
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
    },
  });
  const submissions = query.data ?? [];
  return (
    <div ref={ref} className={styles.gallery}>
      {submissions.length > 0 && (
        <ul className={styles.galleryGrid} aria-label="Photos selected from the community">
          {submissions.map((submission) => {
            const handle = normalizeSocialHandle(submission.socialHandle, MARKETING.socialHandle);
            const film = [submission.filmBrand, submission.filmModel].filter(Boolean).join(' ');
            return (
              <li key={submission.id} className={styles.galleryItem}>
                <a href={submission.hiResUrl} target="_blank" rel="noopener noreferrer">
                  <img
                    src={submission.thumbnailUrl}
                    width={submission.width ?? 600}
                    height={submission.height ?? 400}
                    alt={film ? `Shot on ${film} by @${handle}` : `Photo by @${handle}`}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
                <a className={styles.handle} href={socialProfileUrl(handle)} target="_blank" rel="noopener noreferrer">
                  @{handle}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
