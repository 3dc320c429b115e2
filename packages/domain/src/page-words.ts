// The words staff may rewrite (admin area, PUT /api/page-words): which pages, which fields each kind of
// page has, how long each may be and which are Markdown. A file of its own, apart from the routes'
// slugs (local-pages.ts), so the landing page's script, which needs the slugs, does not carry these.
import { CITY_SLUGS, HASHED_TOPIC_SLUGS, TOPIC_PATHS } from './local-pages.js';
import { PLAN_IDS, type PlanId } from './plan-ids.js';
import { PRICE_TOKEN_TEXTS } from './price-page-tokens.js';
import { isPricedService } from './prices.js';

/** The 64 local pages (cities, then topics), with their leading slash. */
export const LOCAL_PAGE_PATHS: readonly `/${string}`[] = /* @__PURE__ */ localPagePaths();

// A function, so a bundle that does not use the list leaves it out (a top-level map would stay).
function localPagePaths(): `/${string}`[] {
  return [
    ...CITY_SLUGS.map((city) => `/film-developing-${city}` as const),
    ...TOPIC_PATHS.map((slug) => `/${slug}` as const),
    ...HASHED_TOPIC_SLUGS.map((slug) => `/${slug}` as const),
  ];
}

/** The kinds of page whose words staff rewrite, each with its own fields. */
export type WordPageKind = 'home' | 'faq' | 'about' | 'local';

/** The landing pages without a city or topic (`/`, `/lab`, `/club`): one set of fields. */
export const HOME_PAGE_PATHS = ['/', '/lab', '/club'] as const;
export const FAQ_PAGE_PATH = '/frequently-asked-questions';
export const ABOUT_PAGE_PATH = '/about';

/** Every page whose words staff rewrite: the landing pages, FAQ and about first, then the 64 local pages. */
export const WORD_PAGE_PATHS: readonly string[] = /* @__PURE__ */ wordPagePaths();
function wordPagePaths(): string[] {
  return [...HOME_PAGE_PATHS, FAQ_PAGE_PATH, ABOUT_PAGE_PATH, ...LOCAL_PAGE_PATHS];
}

/** The kind of a page (undefined: no page staff rewrite). */
export function wordPageKind(path: string): WordPageKind | undefined {
  if ((HOME_PAGE_PATHS as readonly string[]).includes(path)) return 'home';
  if (path === FAQ_PAGE_PATH) return 'faq';
  if (path === ABOUT_PAGE_PATH) return 'about';
  return LOCAL_PAGE_PATHS.includes(path as `/${string}`) ? 'local' : undefined;
}

/** Each field of a local page, with its longest length. Plain text except the three steps. */
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
/** A field of any page (a local page's, a landing page's section, an FAQ entry's...). */
export type PageWordField = string;
/** A local page's fields in page order (a literal, so a bundle that does not use it leaves it out). */
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
] as const satisfies readonly (keyof typeof PAGE_WORD_LIMITS)[];
/** The fields written in Markdown (inline: one paragraph). */
export const MARKDOWN_PAGE_WORDS = ['step1', 'step2', 'step3'] as const;

/**
 * The sections `/`, `/lab` and `/club` show after the hero, by their element id (the web's
 * landing-page/sections.ts; a test checks they agree): each has a title and a paragraph staff rewrite,
 * `<id>-title` and `<id>-body`.
 */
export const HOME_SECTION_IDS = [
  'development-scanning',
  'platform',
  'printing',
  'film-shop',
  'community',
  'pricing',
  'questions',
  'gallery',
  'reviews',
] as const;

/** The FAQ's questions, in page order (the web's pages/faq.ts; a test checks the count): `faq<n>-question`, `faq<n>-answer`. */
export const FAQ_ENTRY_COUNT = 16;

/** A field's longest length. */
export function pageWordLimit(field: string): number {
  if (field in PAGE_WORD_LIMITS) return PAGE_WORD_LIMITS[field as keyof typeof PAGE_WORD_LIMITS];
  if (field === 'body') return 20_000;
  if (field.endsWith('-answer')) return 3000;
  if (field.endsWith('-body') || field === 'lead') return 600;
  return 200;
}

/** Each kind's fields in page order (a function: a bundle that does not use them leaves them out). */
export function pageWordFields(kind: WordPageKind): readonly string[] {
  switch (kind) {
    case 'local':
      return PAGE_WORD_FIELDS;
    case 'home':
      return ['title', 'description', 'hero', ...HOME_SECTION_IDS.flatMap((id) => [`${id}-title`, `${id}-body`])];
    case 'faq':
      return [
        'title',
        'description',
        'lead',
        ...Array.from({ length: FAQ_ENTRY_COUNT }, (_, index) => [
          `faq${index + 1}-question`,
          `faq${index + 1}-answer`,
        ]).flat(),
      ];
    case 'about':
      return ['title', 'description', 'lead', 'body'];
  }
}

/**
 * How a field is written: plain text, inline Markdown (a paragraph: emphasis, links, code) or block
 * Markdown (paragraphs, lists, headings of level 2 and 3, links). Raw HTML is shown as text in both.
 */
export function pageWordFormat(kind: WordPageKind, field: string): 'text' | 'inline' | 'block' {
  if (kind === 'local') return (MARKDOWN_PAGE_WORDS as readonly string[]).includes(field) ? 'inline' : 'text';
  if ((kind === 'about' && field === 'body') || (kind === 'faq' && field.endsWith('-answer'))) return 'block';
  return 'text';
}

/**
 * Staff's prices in Markdown words, `{price:devScan}` (the non-member price) or `{price:rush:NICE_2025}`,
 * as the pages' price tokens, which the app server fills from the price list in force as it serves a
 * page (price-page-tokens.ts), and the browser from the list the page carries. A name that is no
 * service or plan is left as written.
 */
export function priceWordsAsTokens(html: string): string {
  return html.replace(/\{price:([A-Za-z0-9]+)(?::([A-Z0-9_]+))?\}/g, (whole, service: string, plan = 'NON_MEMBER') =>
    isPricedService(service) && (PLAN_IDS as readonly string[]).includes(plan)
      ? PRICE_TOKEN_TEXTS.amount(service, plan as PlanId)
      : whole,
  );
}
