import {
  belowWidthQuery,
  COMMUNITY_LANES,
  fromWidthQuery,
  LANDING_CAROUSELS,
  MARKETING_BREAKPOINTS_PX,
  normalizeSocialHandle,
  socialProfileUrl,
} from '@filmlab/domain';
import type { BackgroundScene } from '../../../content/landing/types';
import { MARKETING } from '../config';
import { Carousel } from './carousel/carousel';
import styles from './community.module.css';
import { SceneImage } from './scene-image';

interface CommunityPhoto {
  scene: BackgroundScene;
  /** As the photographer gave it (a URL, `@name` or a bare name); none falls back to the lab's own. */
  handle: string | null;
}

const PHOTOS: readonly CommunityPhoto[] = [
  { scene: 'coastline-golden-hour', handle: '@maya.shoots.film' },
  { scene: 'neon-night-street', handle: 'https://www.instagram.com/devp.cine/' },
  { scene: 'snowy-mountain-range', handle: null },
  { scene: 'brownstone-street', handle: 'jt_35mm' },
  { scene: 'desert-highway', handle: '@alicia.on.120' },
  { scene: 'foggy-bay-hills', handle: 'fog.and.grain' },
  { scene: 'prairie-big-sky', handle: '@samk_analog' },
  { scene: 'rainy-evergreen-street', handle: null },
  { scene: 'frozen-lakefront', handle: 'lakeshore.lenses' },
  { scene: 'city-skyline-dusk', handle: '@nightbus.hp5' },
];

function Photo({ photo }: { photo: CommunityPhoto }) {
  const handle = normalizeSocialHandle(photo.handle, MARKETING.socialHandle);
  return (
    <figure className={styles.photo}>
      <SceneImage scene={photo.scene} sizes={`${fromWidthQuery(MARKETING_BREAKPOINTS_PX.md)} 18vw, 85vw`} />
      <figcaption>
        <a className={styles.handle} href={socialProfileUrl(handle)} target="_blank" rel="noopener noreferrer">
          @{handle}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

/** Photo i goes to lane i mod 5 (spec 2.7). */
export function lanesOf<T>(items: readonly T[], lanes = COMMUNITY_LANES): T[][] {
  const result: T[][] = Array.from({ length: lanes }, () => []);
  items.forEach((item, index) => result[index % lanes]!.push(item));
  return result;
}

/**
 * Community photos (spec 2.7): five vertical lanes drifting with the scroll on large screens; on
 * small ones a swipe carousel at 1.1 photos a view (Swiper, loaded as it nears the screen; until then
 * a scroll-snapping row).
 */
export function CommunityPhotos() {
  const lanes = (
    <div className={styles.lanes} role="list" aria-label="Community photos">
      {lanesOf(PHOTOS).map((lane, laneIndex) => (
        <div key={laneIndex} className={styles.lane}>
          {lane.map((photo) => (
            <div key={photo.scene} role="listitem" className={styles.item}>
              <Photo photo={photo} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
  return (
    <Carousel
      label="Community photos"
      variant="community"
      media={belowWidthQuery(LANDING_CAROUSELS.community.belowWidthPx)}
      slides={PHOTOS.map((photo, index) => ({
        key: photo.scene,
        label: `Photo ${index + 1} of ${PHOTOS.length}`,
        content: <Photo photo={photo} />,
      }))}
      fallback={lanes}
    />
  );
}
