import { formatCents, priceFor } from '@filmlab/domain';
import { describe, expect, it } from 'vitest';
import { CITY_SLUGS, LOCAL_PAGE_PATHS, TOPIC_PATHS } from '@filmlab/domain';
import {
  BACKGROUND_SCENES,
  BLOG_HREF,
  BLOG_STEP_TITLES,
  CITY_LANDING_CONTENT,
  LANDING_CONTENT,
  LANDING_PATHS,
  MAIL_IN_STEP_TITLES,
  SHOP_STEP_TITLES,
  TOPIC_LANDING_CONTENT,
  landingContentByPath,
  landingContentFor,
  renderLabName,
  resolveLandingHref,
  type LandingContent,
} from './index';
import { CITY_REGIONS, loadLandingContent } from './load';

// Spec 2.6, copied here on purpose: the test must fail if the data drifts from the spec.
const SPEC_CITY_SLUGS = [
  'los-angeles', 'new-york', 'chicago', 'houston', 'phoenix', 'philadelphia', 'san-antonio', 'san-diego', 'dallas',
  'san-jose', 'austin', 'jacksonville', 'fort-worth', 'columbus', 'charlotte', 'san-francisco', 'indianapolis',
  'seattle', 'denver', 'washington', 'boston', 'el-paso', 'nashville', 'detroit', 'oklahoma-city', 'portland',
  'las-vegas', 'memphis', 'louisville', 'baltimore', 'milwaukee', 'albuquerque', 'tucson', 'fresno', 'mesa',
  'sacramento', 'atlanta', 'kansas-city', 'colorado-springs', 'miami', 'raleigh', 'omaha', 'long-beach',
  'virginia-beach', 'oakland', 'minneapolis', 'tulsa', 'arlington', 'tampa', 'new-orleans',
]; // prettier-ignore

// The spec's order; its two hashed paths (3rd and 8th) are ours to name.
const SPEC_TOPIC_PATHS = [
  '/film-lab-nyc',
  '/35mm-developing-nyc',
  '/film-processing-by-mail',
  '/35mm-photo-film',
  '/best-35mm-film',
  '/where-can-you-get-rolls-of-film-developed',
  '/where-can-you-send-film-to-be-developed',
  '/color-film-developing',
  '/cheap-film-developing-near-me',
  '/where-to-get-film-developed',
  '/film-camera-photography',
  '/film-lab-near-me',
  '/film-developing-labs-near-me',
  '/photo-labs-that-develop-film',
];

const TEXT_FIELDS = [
  'description',
  'sectionTitle',
  'sectionPointsSubtitle',
  'title',
  'freeShippingPoint',
  'fastPrintTurnaroundPoint',
  'eshopPointsSubtitle',
  'communitySubtitle',
  'reviewsSubtitle',
] as const;

function allText(content: LandingContent): string[] {
  return [
    ...TEXT_FIELDS.map((field) => content[field]),
    ...content.sectionPoints.flatMap((step) => [step.title, step.body, step.link?.label ?? '']),
  ];
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9&'\u2019-]+/g) ?? []);

/** The share of the shorter text's distinct words that the other text also uses. */
function sharedWordShare(a: string, b: string): number {
  const wordsA = words(a);
  const wordsB = words(b);
  const shared = [...wordsA].filter((word) => wordsB.has(word)).length;
  return shared / Math.min(wordsA.size, wordsB.size);
}

describe('landing routes', () => {
  it('has exactly 50 city and 14 topic pages, 64 distinct paths', () => {
    expect(CITY_LANDING_CONTENT).toHaveLength(50);
    expect(TOPIC_LANDING_CONTENT).toHaveLength(14);
    expect(new Set(LANDING_PATHS).size).toBe(64);
    expect(Object.keys(landingContentByPath)).toHaveLength(64);
    // The pages whose words staff may rewrite are exactly these.
    expect([...LOCAL_PAGE_PATHS].sort()).toEqual([...LANDING_PATHS].sort());
  });

  it('serves the exact city routes of spec 2.6, in order', () => {
    expect(CITY_LANDING_CONTENT.map((city) => city.slug)).toEqual(SPEC_CITY_SLUGS);
    expect(LANDING_PATHS.slice(0, 50)).toEqual(SPEC_CITY_SLUGS.map((slug) => `/film-developing-${slug}`));
    expect([...CITY_SLUGS]).toEqual(SPEC_CITY_SLUGS);
  });

  it('serves the topic routes of spec 2.6, in order, including every path the route table knows', () => {
    expect(LANDING_PATHS.slice(50)).toEqual(SPEC_TOPIC_PATHS);
    for (const path of TOPIC_PATHS) expect(landingContentByPath[`/${path}`]?.kind).toBe('topic');
  });

  it('finds a page by pathname, with or without a trailing slash', () => {
    expect(landingContentFor('/film-developing-chicago')?.title).toContain('Chicago');
    expect(landingContentFor('/film-developing-chicago/')?.path).toBe('/film-developing-chicago');
    expect(landingContentFor('/pricing')).toBeUndefined();
    expect(landingContentFor('/')).toBeUndefined();
  });
});

describe('landing copy', () => {
  it.each(LANDING_CONTENT.map((content) => [content.path, content] as const))('%s has every field', (_, content) => {
    for (const field of TEXT_FIELDS) expect(content[field].trim(), field).not.toBe('');
    expect(Object.keys(BACKGROUND_SCENES)).toContain(content.bgImg);
    expect(content.sectionPoints.map((step) => step.number)).toEqual([1, 2, 3]);
    for (const step of content.sectionPoints) {
      expect(step.title.trim()).not.toBe('');
      expect(step.body.trim().length).toBeGreaterThan(20);
      if (step.link) expect(step.link.href !== '' && step.link.label !== '').toBe(true);
    }
    if (content.kind === 'city') {
      expect(content.city.trim()).not.toBe('');
      expect(content.state).toMatch(/^[A-Z]{2}$/);
      expect(content.path).toBe(`/film-developing-${content.slug}`);
      expect(content.title).toContain(content.city);
    }
  });

  it('city pages: Setup Your Order (to signup), Ship Your Film, Receive Your Scans', () => {
    for (const city of CITY_LANDING_CONTENT) {
      expect(city.sectionPoints.map((step) => step.title)).toEqual([...MAIL_IN_STEP_TITLES]);
      expect(city.sectionPoints.map((step) => step.link?.href)).toEqual(['/signup', undefined, undefined]);
    }
  });

  it('topic pages: the two shop pages browse the e-shop, the camera page links to the blog, the rest mail in', () => {
    const byPath = (path: string) => TOPIC_LANDING_CONTENT.find((topic) => topic.path === path);
    const shop = TOPIC_LANDING_CONTENT.filter((topic) => topic.steps === 'shop').map((topic) => topic.path);
    expect(shop).toEqual(['/35mm-photo-film', '/best-35mm-film']);
    for (const path of shop) {
      expect(byPath(path)?.sectionPoints.map((step) => step.title)).toEqual([...SHOP_STEP_TITLES]);
      expect(byPath(path)?.sectionPoints[0].link?.href).toBe('/collections');
    }
    const camera = byPath('/film-camera-photography');
    expect(camera?.steps).toBe('blog');
    expect(camera?.sectionPoints.map((step) => step.title)).toEqual([...BLOG_STEP_TITLES]);
    expect(camera?.sectionPoints[0].link?.href).toBe(BLOG_HREF);
    for (const topic of TOPIC_LANDING_CONTENT.filter((entry) => entry.steps === 'mail-in')) {
      expect(topic.sectionPoints.map((step) => step.title)).toEqual([...MAIL_IN_STEP_TITLES]);
      expect(topic.sectionPoints[0].link?.href).toBe('/signup');
    }
  });

  it('descriptions are unique, 140 to 160 characters, and carry no placeholder', () => {
    const descriptions = LANDING_CONTENT.map((content) => content.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(140);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/[{}]/);
    }
  });

  it('no two city descriptions share more than 60% of their words', () => {
    for (const [index, a] of CITY_LANDING_CONTENT.entries()) {
      for (const b of CITY_LANDING_CONTENT.slice(index + 1)) {
        expect(sharedWordShare(a.description, b.description), `${a.slug} / ${b.slug}`).toBeLessThanOrEqual(0.6);
      }
    }
  });

  it('titles, section titles and city shipping steps are unique', () => {
    for (const field of ['title', 'sectionTitle'] as const) {
      const values = LANDING_CONTENT.map((content) => content[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const shipping = CITY_LANDING_CONTENT.map((city) => city.sectionPoints[1].body);
    expect(new Set(shipping).size).toBe(shipping.length);
  });

  it('the cheap-developing page quotes the price table', () => {
    const cheap = landingContentByPath['/cheap-film-developing-near-me'];
    expect(cheap?.description).toContain(formatCents(priceFor('devScan', 'NON_MEMBER')));
    expect(cheap?.description).toContain(formatCents(priceFor('devScan', 'SUPER_NICE_2025')));
  });
});

describe('placeholders', () => {
  it('renderLabName fills every {lab}, leaving no placeholder in any rendered text', () => {
    expect(renderLabName('{lab} and {lab}', 'Grain Lab')).toBe('Grain Lab and Grain Lab');
    const rendered = LANDING_CONTENT.flatMap(allText).map((text) => renderLabName(text, 'Grain Lab'));
    expect(rendered.filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(LANDING_CONTENT.flatMap(allText).some((text) => text.includes('{lab}'))).toBe(true);
  });

  it('resolveLandingHref fills the blog link and leaves site paths alone', () => {
    expect(resolveLandingHref(BLOG_HREF, 'https://blog.example')).toBe('https://blog.example');
    expect(resolveLandingHref('/signup', 'https://blog.example')).toBe('/signup');
  });
});

describe('loading one page of copy', () => {
  it('finds every city and topic page from its own file, and nothing for other paths', async () => {
    for (const content of LANDING_CONTENT) expect(await loadLandingContent(content.path)).toBe(content);
    expect(await loadLandingContent('/film-developing-chicago/')).toBe(landingContentFor('/film-developing-chicago'));
    expect(await loadLandingContent('/film-developing-nowhere')).toBeUndefined();
    expect(await loadLandingContent('/pricing')).toBeUndefined();
  });

  it('lists each city in the region file that holds it, once', () => {
    const listed = Object.values(CITY_REGIONS).flat();
    expect([...listed].sort()).toEqual(CITY_LANDING_CONTENT.map((city) => city.slug).sort());
  });
});
