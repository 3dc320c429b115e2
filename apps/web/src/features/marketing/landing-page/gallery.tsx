import { lazy, Suspense, useRef } from 'react';
import styles from './landing-page.module.css';
import { useNearScreen } from './use-near-screen';

// The gallery's code loads, and its photos are fetched, as it nears the screen.
const GalleryList = lazy(async () => ({ default: (await import('./gallery-list')).GalleryList }));

/** The gallery of selected submissions (spec 2.7): nothing until the reader comes near it. */
export function SelectedGallery() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  return (
    <div ref={ref} className={styles.gallery}>
      {near && (
        <Suspense fallback={null}>
          <GalleryList />
        </Suspense>
      )}
    </div>
  );
}
