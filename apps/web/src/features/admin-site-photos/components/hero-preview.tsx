import type { SitePhoto } from '@filmlab/api';
import styles from './site-photos.module.css';

/**
 * The hero a page shows now: staff's photograph, or its generated scene (the build's files,
 * /images/scenes/{scene}-{width}.webp: apps/web/build/landing-images.ts).
 */
export function HeroPreview({ photo, scene, chosen }: { photo?: SitePhoto; scene?: string; chosen?: string }) {
  if (chosen)
    return (
      <figure className={styles.hero}>
        <img src={chosen} alt="The picture chosen, before upload" width={640} height={427} />
        <figcaption className={styles.caption}>
          Preview of the picture chosen: the page shows it cropped to 3:2.
        </figcaption>
      </figure>
    );
  if (photo)
    return (
      <figure className={styles.hero}>
        <img src={photo.src} alt={photo.alt} width={640} height={427} />
        <figcaption className={styles.caption}>
          The page’s hero now: your photograph ({photo.widths.join(', ')} px wide).
        </figcaption>
      </figure>
    );
  return (
    <figure className={styles.hero}>
      {scene && <img src={`/images/scenes/${scene}-640.webp`} alt="" width={640} height={427} />}
      <figcaption className={styles.caption}>The page’s hero now: the generated picture.</figcaption>
    </figure>
  );
}
