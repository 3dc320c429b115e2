// Loads the copy of one city or topic page: only the file that holds it (a region's cities, or the
// topics), so a city page does not download the copy of all 64 pages.
import { CITY_SLUGS } from '@filmlab/domain';
import { readPageWords, withPageWords } from './page-words';

// How the FAQ and the about page read their words, from this chunk (which holds them): no chunk of their own.
export { pageWordsFor } from './page-words';
import type { CityLandingContent, LandingContent } from './types';

type CityLoader = () => Promise<readonly CityLandingContent[]>;

const REGIONS = {
  east: async () => (await import('./cities-east')).EAST_CITIES,
  south: async () => (await import('./cities-south')).SOUTH_CITIES,
  central: async () => (await import('./cities-central')).CENTRAL_CITIES,
  west: async () => (await import('./cities-west')).WEST_CITIES,
} satisfies Record<string, CityLoader>;

/** Which file holds each city (a test checks it against the files). */
export const CITY_REGIONS: Readonly<Record<keyof typeof REGIONS, readonly string[]>> = {
  east: [
    'baltimore',
    'boston',
    'charlotte',
    'columbus',
    'detroit',
    'indianapolis',
    'louisville',
    'new-york',
    'philadelphia',
    'raleigh',
    'virginia-beach',
    'washington',
  ],
  south: [
    'arlington',
    'atlanta',
    'austin',
    'dallas',
    'fort-worth',
    'houston',
    'jacksonville',
    'memphis',
    'miami',
    'nashville',
    'new-orleans',
    'san-antonio',
    'tampa',
  ],
  central: [
    'albuquerque',
    'chicago',
    'colorado-springs',
    'denver',
    'el-paso',
    'kansas-city',
    'milwaukee',
    'minneapolis',
    'oklahoma-city',
    'omaha',
    'tulsa',
  ],
  west: [
    'fresno',
    'las-vegas',
    'long-beach',
    'los-angeles',
    'mesa',
    'oakland',
    'phoenix',
    'portland',
    'sacramento',
    'san-diego',
    'san-francisco',
    'san-jose',
    'seattle',
    'tucson',
  ],
};

const CITY_PREFIX = '/film-developing-';

/** The copy for a location's pathname (a trailing slash ignored), with the words staff gave it; undefined for other routes. */
export async function loadLandingContent(pathname: string): Promise<LandingContent | undefined> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const [content, words] = await Promise.all([builtContent(path), readPageWords(path)]);
  return content && withPageWords(content, words);
}

/** What a landing page renders beyond its built self: a local page's copy, or the words staff gave `/`, `/lab` or `/club`. */
export interface LandingPageCopy {
  content?: LandingContent;
  words?: Record<string, string>;
}

/** The copy of a landing page's route (a trailing slash ignored). */
export async function loadLandingPage(pathname: string): Promise<LandingPageCopy> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // `/`, `/lab` and `/club` (written out: the domain's table of pages with words stays out of this chunk).
  if (path === '/' || path === '/lab' || path === '/club') return { words: (await readPageWords(path))?.words };
  return { content: await loadLandingContent(path) };
}

/** Every local page's built copy: the cities in the spec's order, then the topics (the admin area lists them). */
export async function allBuiltContent(): Promise<LandingContent[]> {
  const [regions, topics] = await Promise.all([
    Promise.all(Object.values(REGIONS).map((load) => load())),
    import('./topics'),
  ]);
  const rank = (content: LandingContent) =>
    content.kind === 'city' ? (CITY_SLUGS as readonly string[]).indexOf(content.slug) : CITY_SLUGS.length;
  return [...regions.flat(), ...topics.TOPICS].sort((a, b) => rank(a) - rank(b));
}

async function builtContent(path: string): Promise<LandingContent | undefined> {
  if (path.startsWith(CITY_PREFIX)) {
    const slug = path.slice(CITY_PREFIX.length);
    const region = (Object.keys(CITY_REGIONS) as Array<keyof typeof REGIONS>).find((name) =>
      CITY_REGIONS[name].includes(slug),
    );
    if (region) return (await REGIONS[region]()).find((city) => city.path === path);
  }
  return (await import('./topics')).TOPICS.find((topic) => topic.path === path);
}
