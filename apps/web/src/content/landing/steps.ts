// The three numbered steps of spec 2.6, and the small helpers the copy files share.
import type { BackgroundScene, CityLandingContent, LandingLink, LandingSteps, TopicLandingContent } from './types';

/** Where the lab's name goes in the copy. */
export const LAB_NAME_PLACEHOLDER = '{lab}';

/** The blog lives outside the app; its address is configuration, filled in by resolveLandingHref. */
export const BLOG_HREF = '{blog}';

export const SIGNUP_LINK: LandingLink = { href: '/signup', label: 'Start Your Order' };
export const SHOP_LINK: LandingLink = { href: '/collections', label: 'Browse the E-Shop' };
export const BLOG_LINK: LandingLink = { href: BLOG_HREF, label: 'Read the Blog' };

export const MAIL_IN_STEP_TITLES = ['Setup Your Order', 'Ship Your Film', 'Receive Your Scans'] as const;
export const SHOP_STEP_TITLES = ['Browse Our E-Shop', 'Select Your Rolls', 'Place Your Order'] as const;
export const BLOG_STEP_TITLES = ['Read Our Guides', 'Shoot Your First Roll', 'Send Us Your Film'] as const;

/** Puts the configured lab name where the copy says `{lab}`. */
export function renderLabName(text: string, name: string): string {
  return text.replaceAll(LAB_NAME_PLACEHOLDER, name);
}

/** The href to render: the blog's configured address for BLOG_HREF, any other href as it is. */
export function resolveLandingHref(href: string, blogUrl: string): string {
  return href === BLOG_HREF ? blogUrl : href;
}

const DEFAULT_SETUP =
  'Create a free account, add your rolls and choose scans, sleeving and rush. The free shipping label prints from your account.';

export function mailInSteps(copy: { setup?: string; ship: string; receive: string }): LandingSteps {
  const [setup, ship, receive] = MAIL_IN_STEP_TITLES;
  return [
    { number: 1, title: setup, body: copy.setup ?? DEFAULT_SETUP, link: SIGNUP_LINK },
    { number: 2, title: ship, body: copy.ship },
    { number: 3, title: receive, body: copy.receive },
  ];
}

export function shopSteps(copy: { browse: string; select: string; place: string }): LandingSteps {
  const [browse, select, place] = SHOP_STEP_TITLES;
  return [
    { number: 1, title: browse, body: copy.browse, link: SHOP_LINK },
    { number: 2, title: select, body: copy.select },
    { number: 3, title: place, body: copy.place },
  ];
}

/** The camera-photography page: learn on the blog, shoot, then order. */
export function blogSteps(copy: { learn: string; shoot: string; send: string }): LandingSteps {
  const [learn, shoot, send] = BLOG_STEP_TITLES;
  return [
    { number: 1, title: learn, body: copy.learn, link: BLOG_LINK },
    { number: 2, title: shoot, body: copy.shoot },
    { number: 3, title: send, body: copy.send, link: SIGNUP_LINK },
  ];
}

export interface CityCopy {
  slug: string;
  city: string;
  state: string;
  bgImg: BackgroundScene;
  title: string;
  description: string;
  sectionTitle: string;
  sectionPointsSubtitle: string;
  /** Step 1's body, when the city needs its own; otherwise the account-and-label default. */
  setup?: string;
  /** Step 2: transit to the Brooklyn lab and how to keep film safe on the way. */
  ship: string;
  /** Step 3: the scans, and something true about shooting film there. */
  receive: string;
  freeShippingPoint: string;
  fastPrintTurnaroundPoint: string;
  eshopPointsSubtitle: string;
  communitySubtitle: string;
  reviewsSubtitle: string;
}

export function cityPage(copy: CityCopy): CityLandingContent {
  const { slug, setup, ship, receive, ...fields } = copy;
  return {
    kind: 'city',
    path: `/film-developing-${slug}`,
    slug,
    ...fields,
    sectionPoints: mailInSteps({ setup, ship, receive }),
  };
}

export type TopicCopy = Omit<TopicLandingContent, 'kind' | 'path'> & { slug: string };

export function topicPage({ slug, ...copy }: TopicCopy): TopicLandingContent {
  return { kind: 'topic', path: `/${slug}`, ...copy };
}
