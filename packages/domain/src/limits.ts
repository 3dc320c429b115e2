// Limits and timings of spec section 9 (and the few sizes sections 2 and 5 give), by name.
// Screens and server read them from here; a number below should appear nowhere else.

// Paging and lookups
export const PRODUCT_PAGE_SIZE = 18;
export const CREDITS_PRODUCT_LOOKUP_LIMIT = 100;
export const GALLERY_PAGE_SIZE = 25;
export const FOOTER_BLOG_POSTS = 5;

// Scans and downloads
export const DEFAULT_SCAN_UNLOCK_SIZE = '16_BIT_TIFF';
export const ZIP_DOWNLOADS_AT_ONCE = 5;
/** Not in the spec: a finished zip can be downloaded (and resumed) this long, then its file is removed. */
export const ZIP_DOWNLOAD_LIFETIME_DAYS = 7;

// Quantities
export const PRINT_QUANTITY_CAP = 100_000;
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_STOCK = 100_000;
/**
 * Units one product or variant may hold, and variants one product may have: a product with variants
 * lists their stock summed, and MAX_STOCK x MAX_VARIANTS (500 million) stays inside the database's
 * 32-bit integer column.
 */
export const MAX_STOCK = 10_000_000;
export const MAX_VARIANTS = 50;

// Turnaround
export const MIN_TURNAROUND_DAYS = 2;

// Search, autocomplete and thumbnails
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
export const QUICK_SEARCH_PANEL_MAX_HEIGHT_PX = 400;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const THUMBNAIL_MAX_SIDE_PX = 150;
/** A scan's screen-size derivative (mid-res JPEG and its WebP): its longer side. */
export const MID_RES_MAX_SIDE_PX = 1440;
export const FUZZY_FILTER_THRESHOLD = 0.4;

// Newsletter
export const NEWSLETTER_SUCCESS_DELAY_MS = 10_000;
export const SUBSCRIBE_POPUP_DELAY_MS = 15_000;

// Admin stats
export const STATS_PULSE_MS = 600;
/** A stat pulses only when it moved at least this much, so float noise does not flash it. */
export const STATS_PULSE_MIN_CHANGE = 0.01;
export const ADMIN_STATS_POLL_MS = 300_000;
export const DEFAULT_POLL_MS = 5_000;

// Zip-download live feed
export const SOCKET_PING_MS = 60_000;
export const SOCKET_RECONNECT_MS = 1_500;

// Landing page and pricing page scrolling
export const REVEAL_OFFSET_PX = 350;
export const HEADER_THRESHOLD_PX = 135;
export const STICKY_TIER_HEADER_PX = 127;

// Gallery viewer
export const GALLERY_PADDING_SMALL_PX = 24;
export const GALLERY_PADDING_PX = 100;
/** The viewer image is the screen height minus this. */
export const GALLERY_IMAGE_HEIGHT_OFFSET_PX = 170;
export const ZOOM_LEVELS_PERCENT = [25, 50, 100] as const;
export const ZOOM_MAX_SCALE = 6;

// Landing content counts
export const REVIEW_COUNT = 5;
export const CITY_ROUTE_COUNT = 50;
export const TOPIC_ROUTE_COUNT = 14;
export const COMMUNITY_LANES = 5;
export const REVIEWS_SLIDES_PER_VIEW = 4.3;
export const REVIEWS_SLIDES_PER_VIEW_SMALL = 1;
export const REVIEWS_SPACE_BETWEEN_PX = 10;
export const COMMUNITY_SLIDES_PER_VIEW_SMALL = 1.1;
/** Not in the spec: the community photos sit as far apart as the page's small spacing step. */
export const COMMUNITY_SPACE_BETWEEN_PX = 12;
/** Video ids of the video service are this long; any other length gets no thumbnail. */
export const VIDEO_ID_LENGTH = 11;

// Breakpoints
export const BREAKPOINTS_PX = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** Below this width the account area is "mobile". */
export const MOBILE_BREAKPOINT_PX = BREAKPOINTS_PX.lg;
export const MOBILE_HEADER_BREAKPOINT_PX = BREAKPOINTS_PX.md;
export const MARKETING_BREAKPOINTS_PX = { sm: 600, md: 960, lg: 1310, xl: 1920 } as const;
/** The public header's menu opens a drawer below this width. */
export const MENU_DRAWER_BREAKPOINT_PX = MARKETING_BREAKPOINTS_PX.md;

// Headers, menus and transitions
export const MOBILE_MENU_SLIDE_MS = 250;
export const PAGE_TRANSITION_MS = 750;
export const LOGO_GREETING_DELAY_MS = 800;
export const LOGO_INTRO_MS = 3_000;
export const SHOP_HEADER_HEIGHT_PX = 96;
export const SHOP_HEADER_SHRUNK_HEIGHT_PX = 60;
export const SHOP_MENU_ANIMATION_MS = 300;
export const SCROLL_TO_TOP_DELAY_MS = 1_510;

// Cart
export const CART_PANEL_WIDTH_PX = 360;
/** The panel is this tall, but never taller than the viewport minus the margin below. */
export const CART_PANEL_HEIGHT_PX = 900;
export const CART_PANEL_VIEWPORT_MARGIN_PX = 40;
export const CART_SIDEBAR_WIDTH_PX = 324;
export const QUANTITY_STEPPER_WIDTH_PX = 152;

// Price calculator
export const CALCULATOR_DEFAULT_ROLLS_PER_YEAR = 20;

// Collections (the API refuses more; the admin form says so first)
export const COLLECTION_NAME_MAX_LENGTH = 100;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 5_000;
export const COLLECTION_POSITION_MAX = 1_000_000;
