import { fromWidthQuery, MARKETING_BREAKPOINTS_PX, socialProfileUrl } from '@filmlab/domain';
import type { BackgroundScene } from '../../../content/landing/types';
import { MARKETING } from '../config';
import { Carousel } from './carousel/carousel';
import { ReviewVideo } from './review-video';
import styles from './reviews.module.css';
import { SceneImage } from './scene-image';

interface Review {
  quote: string;
  name: string;
  handle: string;
  still: BackgroundScene;
  /** The video service's id for the two video reviews (from config). */
  video: string | null;
}

/** The five testimonials of spec 2.7, two of them video (static copy; stills are generated scenes). */
const REVIEWS: readonly Review[] = [
  {
    quote: 'My Portra comes back with the colour I actually saw. I stopped re-editing every frame.',
    name: 'Maya R.',
    handle: 'maya.shoots.film',
    still: 'coastline-golden-hour',
    video: MARKETING.reviewVideoIds[0] ?? null,
  },
  {
    quote: 'Being able to search a whole year of rolls by tag changed how I put zines together.',
    name: 'Jon T.',
    handle: 'jt_35mm',
    still: 'brownstone-street',
    video: null,
  },
  {
    quote: 'I ship from the other side of the country and still have scans within the week.',
    name: 'Alicia G.',
    handle: 'alicia.on.120',
    still: 'desert-highway',
    video: MARKETING.reviewVideoIds[1] ?? null,
  },
  {
    quote: 'They handle my ECN-2 cine film without fuss, remjet and all.',
    name: 'Dev P.',
    handle: 'devp.cine',
    still: 'neon-night-street',
    video: null,
  },
  {
    quote: 'The membership paid for itself by March. The rush credits are the best part.',
    name: 'Sam K.',
    handle: 'samk_analog',
    still: 'snowy-mountain-range',
    video: null,
  },
];

function ReviewCard({ review }: { review: Review }) {
  return (
    <article className={styles.review}>
      <ReviewVideo
        videoId={review.video}
        title={`${review.name} on their film`}
        still={
          <SceneImage
            scene={review.still}
            sizes={`${fromWidthQuery(MARKETING_BREAKPOINTS_PX.md)} 23vw, 85vw`}
            className={styles.still}
          />
        }
      />
      <blockquote className={styles.quote}>“{review.quote}”</blockquote>
      <p className={styles.reviewer}>
        {review.name}{' '}
        <a className={styles.handle} href={socialProfileUrl(review.handle)} target="_blank" rel="noopener noreferrer">
          @{review.handle}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </article>
  );
}

/** The review block of the Community & Reviews section (spec 2.7): the first review, video first. */
export function ReviewBlock() {
  const review = REVIEWS.find((candidate) => candidate.video) ?? REVIEWS[0]!;
  return (
    <div className={styles.block}>
      <ReviewCard review={review} />
    </div>
  );
}

const label = (index: number) => `Review ${index + 1} of ${REVIEWS.length}`;

/**
 * The reviews carousel (spec 2.7): a Swiper carousel once it nears the screen, and until then (and
 * without JavaScript) the same reviews as a scroll-snapping row.
 */
export function Reviews() {
  return (
    <Carousel
      label="Reviews"
      variant="reviews"
      slides={REVIEWS.map((review, index) => ({
        key: review.handle,
        label: label(index),
        content: <ReviewCard review={review} />,
      }))}
      fallback={
        <ul className={styles.reviews} aria-label="Reviews">
          {REVIEWS.map((review, index) => (
            <li key={review.handle} aria-label={label(index)}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      }
    />
  );
}
