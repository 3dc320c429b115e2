import { LAB_PAGE_TOKENS } from '@filmlab/domain';

/**
 * The lab's own name and contact (the lab's identity is data staff edit, GET /api/public/lab).
 * Pages rendered on the server (the build's pre-rendering, the shop's pages) carry tokens that the app
 * server fills with the lab's current values as it serves them; in the browser the same values come
 * from the page itself (the `lab-identity` block the server adds), so hydration matches. The neutral
 * defaults serve the dev server and tests, where no app server fills anything.
 */
export interface SiteIdentity {
  name: string;
  company: string;
  contactEmail: string;
  phone: string;
  description: string;
  /** Where the lab is (the rolls are mailed there): city and state, for the pages' structured data. */
  labCity: string;
  labRegion: string;
  /** The lab's social links (the footer lists them). */
  socialLinks: ReadonlyArray<{ label: string; url: string }>;
  /** The lab's logo (the header shows it beside the name), or null for the safelight dot. */
  logoUrl: string | null;
}

export const DEFAULT_SITE: SiteIdentity = {
  name: 'Film Lab',
  company: 'Film Lab',
  contactEmail: 'hello@filmlab.example',
  phone: '',
  description: 'A full-service film lab: developing, scanning and printing, by mail and by courier.',
  labCity: 'Brooklyn',
  labRegion: 'NY',
  socialLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/filmlab.example' }],
  logoUrl: null,
};

const TOKEN_SITE: SiteIdentity = {
  name: LAB_PAGE_TOKENS.name,
  company: LAB_PAGE_TOKENS.name,
  contactEmail: LAB_PAGE_TOKENS.contactEmail,
  phone: LAB_PAGE_TOKENS.phone,
  description: LAB_PAGE_TOKENS.description,
  labCity: LAB_PAGE_TOKENS.city,
  labRegion: LAB_PAGE_TOKENS.region,
  // Pre-rendered pages carry LAB_PAGE_TOKENS.socialLinks where the links go (social-links.tsx).
  socialLinks: [],
  // Pre-rendered pages carry LAB_PAGE_TOKENS.logo where the logo goes (header/components/logo.tsx).
  logoUrl: null,
};

/** The identity the server wrote into the page (apps/server/src/http/lab-pages.ts), if any. */
export function identityFromPage(doc: Pick<Document, 'getElementById'> | undefined): Partial<SiteIdentity> {
  const text = doc?.getElementById('lab-identity')?.textContent;
  if (!text) return {};
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const read = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
    const found: Partial<SiteIdentity> = {
      name: read('name'),
      contactEmail: read('contactEmail'),
      phone: read('phone'),
      description: read('description'),
      labCity: read('city'),
      labRegion: read('region'),
    };
    if (Array.isArray(value.socialLinks)) {
      found.socialLinks = value.socialLinks.filter(
        (link): link is { label: string; url: string } =>
          typeof link === 'object' && link !== null && typeof link.label === 'string' && typeof link.url === 'string',
      );
    }
    if (typeof value.logoUrl === 'string' || value.logoUrl === null) found.logoUrl = value.logoUrl;
    if (found.name) found.company = found.name;
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
  } catch {
    return {};
  }
}

export const SITE: SiteIdentity = import.meta.env.SSR
  ? TOKEN_SITE
  : { ...DEFAULT_SITE, ...identityFromPage(typeof document === 'undefined' ? undefined : document) };

export const contactMailto = `mailto:${SITE.contactEmail}`;
