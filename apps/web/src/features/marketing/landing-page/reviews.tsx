import { socialProfileUrl } from '@filmlab/domain';
import type { BackgroundScene } from '../../../content/landing/types';
import styles from './landing-page.module.css';
import { SceneImage } from './scene-image';

interface Review {
  quote: string;
  name: string;
  handle: string;
  still: BackgroundScene;
}

/** The five testimonials of spec 2.7 (static copy; stills are generated scenes). */
const REVIEWS: readonly Review[] = [
  {
    quote: 'My Portra comes back with the colour I actually saw. I stopped re-editing every frame.',
    name: 'Maya R.',
    handle: 'maya.shoots.film',
    still: 'coastline-golden-hour',
  },
  {
    quote: 'Being able to search a whole year of rolls by tag changed how I put zines together.',
    name: 'Jon T.',
    handle: 'jt_35mm',
    still: 'brownstone-street',
  },
  {
    quote: 'I ship from the other side of the country and still have scans within the week.',
    name: 'Alicia G.',
    handle: 'alicia.on.120',
    still: 'desert-highway',
  },
  {
    quote: 'They handle my ECN-2 cine film without fuss, remjet and all.',
    name: 'Dev P.',
    handle: 'devp.cine',
    still: 'neon-night-street',
  },
  {
    quote: 'The membership paid for itself by March. The rush credits are the best part.',
    name: 'Sam K.',
    handle: 'samk_analog',
    still: 'snowy-mountain-range',
  },
];

/** The reviews carousel: a scroll-snapping row (swipe on touch, scroll or Tab with a keyboard). */
export function Reviews() {
  return (
    <ul className={styles.reviews} aria-label="Reviews">
      {REVIEWS.map((review) => (
        <li key={review.handle} className={styles.review}>
          <SceneImage scene={review.still} sizes="(min-width: 960px) 23vw, 85vw" className={styles.reviewStill} />
          <blockquote className={styles.quote}>“{review.quote}”</blockquote>
          <p className={styles.reviewer}>
            {review.name}{' '}
            <a
              className={styles.handle}
              href={socialProfileUrl(review.handle)}
              target="_blank"
              rel="noopener noreferrer"
            >
              @{review.handle}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
