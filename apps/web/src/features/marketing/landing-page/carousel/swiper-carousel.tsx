import 'swiper/css';
import 'swiper/css/a11y';
import { LANDING_CAROUSELS, type CarouselLayout } from '@filmlab/domain';
import type { ReactNode } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import styles from './carousel.module.css';

export type CarouselVariant = keyof typeof LANDING_CAROUSELS;
export interface CarouselSlide {
  key: string;
  /** Read out as the slide's name, e.g. "Review 2 of 5". */
  label: string;
  content: ReactNode;
}

/** Swiper's options for a carousel of the domain's layout (spec 2.7, @filmlab/domain LANDING_CAROUSELS). */
function swiperOptions(layout: CarouselLayout): SwiperOptions {
  return {
    slidesPerView: layout.slidesPerView,
    spaceBetween: layout.spaceBetweenPx,
    centeredSlides: layout.centered,
    loop: layout.loop,
    ...(layout.wide ? { breakpoints: { [layout.wide.minWidthPx]: { slidesPerView: layout.wide.slidesPerView } } } : {}),
  };
}

const OPTIONS: Record<CarouselVariant, SwiperOptions> = {
  reviews: swiperOptions(LANDING_CAROUSELS.reviews),
  community: swiperOptions(LANDING_CAROUSELS.community),
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
