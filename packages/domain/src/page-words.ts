// The words staff may rewrite on the 64 local pages (admin area, PUT /api/page-words): which pages,
// which fields and how long each may be. A file of its own, apart from the routes' slugs
// (local-pages.ts), so the landing page's script, which needs the slugs, does not carry these.
import { CITY_SLUGS, HASHED_TOPIC_SLUGS, TOPIC_PATHS } from './local-pages.js';

/** The 64 local pages (cities, then topics), with their leading slash: the pages whose words staff edit. */
export const LOCAL_PAGE_PATHS: readonly `/${string}`[] = /* @__PURE__ */ localPagePaths();

// A function, so a bundle that does not use the list leaves it out (a top-level map would stay).
function localPagePaths(): `/${string}`[] {
  return [
    ...CITY_SLUGS.map((city) => `/film-developing-${city}` as const),
    ...TOPIC_PATHS.map((slug) => `/${slug}` as const),
    ...HASHED_TOPIC_SLUGS.map((slug) => `/${slug}` as const),
  ];
}

/** Each field staff may rewrite, with its longest length. Plain text except the three steps. */
export const PAGE_WORD_LIMITS = {
  /** The page heading (and the search title). */
  title: 120,
  /** The description search engines and link previews show. */
  description: 300,
  sectionTitle: 120,
  sectionPointsSubtitle: 200,
  step1: 1000,
  step2: 1000,
  step3: 1000,
  freeShippingPoint: 120,
  fastPrintTurnaroundPoint: 120,
  eshopPointsSubtitle: 200,
  communitySubtitle: 200,
  reviewsSubtitle: 200,
} as const;
export type PageWordField = keyof typeof PAGE_WORD_LIMITS;
/** The fields in page order (a literal, so a bundle that does not use it leaves it out). */
export const PAGE_WORD_FIELDS = [
  'title',
  'description',
  'sectionTitle',
  'sectionPointsSubtitle',
  'step1',
  'step2',
  'step3',
  'freeShippingPoint',
  'fastPrintTurnaroundPoint',
  'eshopPointsSubtitle',
  'communitySubtitle',
  'reviewsSubtitle',
] as const satisfies readonly PageWordField[];
/** The fields written in Markdown (inline). */
export const MARKDOWN_PAGE_WORDS = ['step1', 'step2', 'step3'] as const satisfies readonly PageWordField[];
