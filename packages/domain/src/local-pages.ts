// The local landing routes of spec 2.6 (50 cities, 14 topics). Each shows the landing page with its own
// copy (apps/web/src/content/landing), whose words staff may rewrite in the admin area (page words:
// the fields and their lengths are below; the API takes them at PUT /api/page-words).

export const CITY_SLUGS = [
  'los-angeles',
  'new-york',
  'chicago',
  'houston',
  'phoenix',
  'philadelphia',
  'san-antonio',
  'san-diego',
  'dallas',
  'san-jose',
  'austin',
  'jacksonville',
  'fort-worth',
  'columbus',
  'charlotte',
  'san-francisco',
  'indianapolis',
  'seattle',
  'denver',
  'washington',
  'boston',
  'el-paso',
  'nashville',
  'detroit',
  'oklahoma-city',
  'portland',
  'las-vegas',
  'memphis',
  'louisville',
  'baltimore',
  'milwaukee',
  'albuquerque',
  'tucson',
  'fresno',
  'mesa',
  'sacramento',
  'atlanta',
  'kansas-city',
  'colorado-springs',
  'miami',
  'raleigh',
  'omaha',
  'long-beach',
  'virginia-beach',
  'oakland',
  'minneapolis',
  'tulsa',
  'arlington',
  'tampa',
  'new-orleans',
] as const;

/** The topic routes whose paths the spec names (two more are hashed paths it does not give). */
export const TOPIC_PATHS = [
  'film-lab-nyc',
  '35mm-developing-nyc',
  '35mm-photo-film',
  'best-35mm-film',
  'where-can-you-get-rolls-of-film-developed',
  'where-can-you-send-film-to-be-developed',
  'cheap-film-developing-near-me',
  'where-to-get-film-developed',
  'film-camera-photography',
  'film-lab-near-me',
  'film-developing-labs-near-me',
  'photo-labs-that-develop-film',
] as const;

/** The spec's two hashed topic routes, under the slugs their copy got (apps/web/src/content/landing/topics.ts). */
export const HASHED_TOPIC_SLUGS = ['film-processing-by-mail', 'color-film-developing'] as const;

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
export const PAGE_WORD_FIELDS = /* @__PURE__ */ Object.keys(PAGE_WORD_LIMITS) as PageWordField[];
/** The fields written in Markdown (inline). */
export const MARKDOWN_PAGE_WORDS = ['step1', 'step2', 'step3'] as const satisfies readonly PageWordField[];
