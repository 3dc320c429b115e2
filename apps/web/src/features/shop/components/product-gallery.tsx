import type { CatalogueImage } from '@filmlab/api';
import { useState } from 'react';
import { GALLERY_SIZES, srcSetOf } from '../image-sources';
import styles from './shop.module.css';

/** The product's images: one large, the rest as buttons that bring theirs forward. */
export function ProductGallery({ images, name }: { images: readonly CatalogueImage[]; name: string }) {
  const shown = images.filter((image) => image.exists);
  const [index, setIndex] = useState(0);
  const current = shown[Math.min(index, shown.length - 1)];
  if (!current) return <div className={`${styles.galleryMain} ${styles.noImage}`} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <img
        className={styles.galleryMain}
        src={current.read}
        srcSet={srcSetOf(current.read, current.width, current.small)}
        sizes={GALLERY_SIZES}
        alt={current.alt || name}
        width={current.width ?? 900}
        height={current.height ?? 900}
        // The page's largest picture, usually its LCP element: fetched first, with the HTML's CSS.
        fetchPriority="high"
      />
      {shown.length > 1 && (
        <ul className={styles.thumbs} aria-label="More photos">
          {shown.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show photo ${i + 1} of ${shown.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={image.small?.read ?? image.read} alt="" width={96} height={96} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
