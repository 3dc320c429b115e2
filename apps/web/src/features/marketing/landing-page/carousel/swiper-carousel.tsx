import 'swiper/css';
import 'swiper/css/a11y';
import type { ReactNode } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import styles from './carousel.module.css';

export type CarouselVariant = 'reviews' | 'community';
export interface CarouselSlide {
  key: string;
  /** Read out as the slide's name, e.g. "Review 2 of 5". */
  label: string;
  content: ReactNode;
}

// Spec 2.7: reviews 4.3 at a time on large screens and 1 on small ones, looping, centred, 10 apart;
// the community photos 1.1 at a time on small screens.
const OPTIONS: Record<CarouselVariant, SwiperOptions> = {
  reviews: {
    slidesPerView: 1,
    spaceBetween: 10,
    centeredSlides: true,
    loop: true,
    breakpoints: { 960: { slidesPerView: 4.3 } },
  },
  community: { slidesPerView: 1.1, spaceBetween: 12 },
};

/**
 * Loop mode needs at least twice the slides in view plus one: five reviews at 4.3 a view are drawn
 * twice, so the loop has slides to move. The copies keep their labels ("Review 2 of 5").
 */
function loopSlides(slides: readonly CarouselSlide[], options: SwiperOptions) {
  const perView = Math.max(
    Number(options.slidesPerView ?? 1),
    ...Object.values(options.breakpoints ?? {}).map((value) => Number(value.slidesPerView ?? 1)),
  );
  const copies = options.loop ? Math.max(1, Math.ceil((2 * perView + 1) / slides.length)) : 1;
  return Array.from({ length: copies }, (_, copy) => slides.map((slide) => ({ ...slide, copy }))).flat();
}

export function SwiperCarousel({
  label,
  variant,
  slides,
}: {
  label: string;
  variant: CarouselVariant;
  slides: readonly CarouselSlide[];
}) {
  const options = OPTIONS[variant];
  return (
    <Swiper
      {...options}
      modules={[A11y, Keyboard]}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        enabled: true,
        containerMessage: label,
        containerRoleDescriptionMessage: 'carousel',
        itemRoleDescriptionMessage: 'slide',
        slideLabelMessage: '',
      }}
      className={styles.carousel}
      data-carousel={variant}
    >
      {loopSlides(slides, options).map((slide) => (
        <SwiperSlide key={`${slide.key}-${slide.copy}`} className={styles.slide} aria-label={slide.label}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
