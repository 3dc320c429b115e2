// The landing copy of every city and topic route (spec 2.6), looked up by path.
import { CITY_SLUGS } from '@filmlab/domain';
import { CENTRAL_CITIES } from './cities-central';
import { EAST_CITIES } from './cities-east';
import { SOUTH_CITIES } from './cities-south';
import { WEST_CITIES } from './cities-west';
import { TOPICS } from './topics';
import type { CityLandingContent, LandingContent, TopicLandingContent } from './types';

export { BACKGROUND_SCENES } from './types';
export type {
  BackgroundScene,
  CityLandingContent,
  LandingContent,
  LandingLink,
  LandingStep,
  LandingSteps,
  TopicLandingContent,
  TopicSteps,
} from './types';
export {
  BLOG_HREF,
  BLOG_STEP_TITLES,
  LAB_NAME_PLACEHOLDER,
  MAIL_IN_STEP_TITLES,
  SHOP_STEP_TITLES,
  renderLabName,
  resolveLandingHref,
} from './steps';

const cityOrder = (city: CityLandingContent) => (CITY_SLUGS as readonly string[]).indexOf(city.slug);

/** The 50 city pages, in the order spec 2.6 lists them. */
export const CITY_LANDING_CONTENT: readonly CityLandingContent[] = [
  ...EAST_CITIES,
  ...SOUTH_CITIES,
  ...CENTRAL_CITIES,
  ...WEST_CITIES,
].sort((a, b) => cityOrder(a) - cityOrder(b));

/** The 14 topic pages, in the order spec 2.6 lists them. */
export const TOPIC_LANDING_CONTENT: readonly TopicLandingContent[] = TOPICS;

export const LANDING_CONTENT: readonly LandingContent[] = [...CITY_LANDING_CONTENT, ...TOPIC_LANDING_CONTENT];

/** Every city and topic path, with its leading slash (for the route table, pre-rendering and the sitemap). */
export const LANDING_PATHS: readonly string[] = LANDING_CONTENT.map((content) => content.path);

export const landingContentByPath: Record<string, LandingContent> = Object.fromEntries(
  LANDING_CONTENT.map((content) => [content.path, content]),
);

/** The copy for a location's pathname, ignoring a trailing slash; undefined for other routes. */
export function landingContentFor(pathname: string): LandingContent | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return landingContentByPath[path];
}
