import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useMediaQuery, useNearScreen } from '../use-near-screen';
import styles from './frame.module.css';
import type { CarouselSlide, CarouselVariant } from './swiper-carousel';

// Swiper and its CSS are their own chunk, fetched when a carousel nears the screen: the landing
// entry does not carry them, and the pre-rendered page shows the static list until then.
const SwiperCarousel = lazy(async () => ({ default: (await import('./swiper-carousel')).SwiperCarousel }));

export interface CarouselProps {
  label: string;
  variant: CarouselVariant;
  slides: readonly CarouselSlide[];
  /** What the page shows before (and without) JavaScript: the same items as a plain list. */
  fallback: ReactNode;
  /** A media query the carousel is for (e.g. small screens only); the fallback shows elsewhere. */
  media?: string;
}

export function Carousel({ label, variant, slides, fallback, media = 'all' }: CarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const matches = useMediaQuery(media);
  return (
    <div ref={ref} className={styles.frame}>
      {near && matches ? (
        <Suspense fallback={fallback}>
          <SwiperCarousel label={label} variant={variant} slides={slides} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
