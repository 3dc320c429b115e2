import {
  CART_PANEL_HEIGHT_PX,
  CART_PANEL_VIEWPORT_MARGIN_PX,
  CART_PANEL_WIDTH_PX,
  CART_SIDEBAR_WIDTH_PX,
  GALLERY_IMAGE_HEIGHT_OFFSET_PX,
  GALLERY_PADDING_PX,
  GALLERY_PADDING_SMALL_PX,
  LANDING_CAROUSELS,
  MOBILE_MENU_SLIDE_MS,
  PAGE_TRANSITION_MS,
  QUANTITY_STEPPER_WIDTH_PX,
  SHOP_HEADER_HEIGHT_PX,
  SHOP_HEADER_SHRUNK_HEIGHT_PX,
  SHOP_MENU_ANIMATION_MS,
} from '@filmlab/domain';

const { reviews, community } = LANDING_CAROUSELS;

/**
 * The CSS variables whose values live in @filmlab/domain: build/domain-css.ts writes them into
 * `virtual:domain-tokens.css`, so no style sheet retypes a size, a timing or a carousel layout.
 */
export function domainTokens(): Record<string, string> {
  return {
    '--duration-slide': `${MOBILE_MENU_SLIDE_MS}ms`,
    '--duration-menu': `${SHOP_MENU_ANIMATION_MS}ms`,
    '--duration-page': `${PAGE_TRANSITION_MS}ms`,
    '--shop-header-height': `${SHOP_HEADER_HEIGHT_PX}px`,
    '--shop-header-height-shrunk': `${SHOP_HEADER_SHRUNK_HEIGHT_PX}px`,
    '--cart-panel-width': `${CART_PANEL_WIDTH_PX}px`,
    '--cart-panel-height': `${CART_PANEL_HEIGHT_PX}px`,
    '--cart-panel-viewport-margin': `${CART_PANEL_VIEWPORT_MARGIN_PX}px`,
    '--cart-sidebar-width': `${CART_SIDEBAR_WIDTH_PX}px`,
    '--stepper-width': `${QUANTITY_STEPPER_WIDTH_PX}px`,
    // The carousels' plain rows before Swiper loads (and without JavaScript) lay out as Swiper will.
    '--reviews-slides-per-view': String(reviews.slidesPerView),
    '--reviews-slides-per-view-wide': String(reviews.wide.slidesPerView),
    '--reviews-gaps-in-view-wide': String(Math.floor(reviews.wide.slidesPerView)),
    '--reviews-space-between': `${reviews.spaceBetweenPx}px`,
    '--community-slides-per-view': String(community.slidesPerView),
    '--community-space-between': `${community.spaceBetweenPx}px`,
    '--gallery-padding-small': `${GALLERY_PADDING_SMALL_PX}px`,
    '--gallery-padding': `${GALLERY_PADDING_PX}px`,
    '--gallery-image-height-offset': `${GALLERY_IMAGE_HEIGHT_OFFSET_PX}px`,
  };
}
