// The landing page's carousels (spec 2.7) as layout data: the web app hands these to Swiper and, for
// the plain rows shown before it loads, to CSS (apps/web/src/ui/domain-tokens.ts).
import {
  COMMUNITY_SLIDES_PER_VIEW_SMALL,
  COMMUNITY_SPACE_BETWEEN_PX,
  MARKETING_BREAKPOINTS_PX,
  REVIEWS_SLIDES_PER_VIEW,
  REVIEWS_SLIDES_PER_VIEW_SMALL,
  REVIEWS_SPACE_BETWEEN_PX,
} from './limits.js';

export interface CarouselLayout {
  slidesPerView: number;
  spaceBetweenPx: number;
  loop: boolean;
  centered: boolean;
  /** From this width up, this many slides a view. */
  wide?: { minWidthPx: number; slidesPerView: number };
  /** Shown only below this width (larger screens show something else). */
  belowWidthPx?: number;
}

export const LANDING_CAROUSELS = {
  /** Five testimonials: 4.3 at a time (1 on small screens), looping, centred, 10 apart. */
  reviews: {
    slidesPerView: REVIEWS_SLIDES_PER_VIEW_SMALL,
    spaceBetweenPx: REVIEWS_SPACE_BETWEEN_PX,
    loop: true,
    centered: true,
    wide: { minWidthPx: MARKETING_BREAKPOINTS_PX.md, slidesPerView: REVIEWS_SLIDES_PER_VIEW },
  },
  /** Community photos on small screens, 1.1 a view; large screens show five lanes instead. */
  community: {
    slidesPerView: COMMUNITY_SLIDES_PER_VIEW_SMALL,
    spaceBetweenPx: COMMUNITY_SPACE_BETWEEN_PX,
    loop: false,
    centered: false,
    belowWidthPx: MARKETING_BREAKPOINTS_PX.md,
  },
} as const satisfies Record<string, CarouselLayout>;

/** A media query for this width and up. */
export const fromWidthQuery = (px: number) => `(min-width: ${px}px)`;

/** A media query for widths below this one, meeting fromWidthQuery(px) without a gap or an overlap. */
export const belowWidthQuery = (px: number) => `(max-width: ${px - 0.02}px)`;
