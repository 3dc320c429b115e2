/**
 * The lab's own name and contact, configurable at build time (DESIGN.md: brand, copy and
 * locations are configuration). Defaults are neutral.
 */
export const SITE = {
  name: import.meta.env.VITE_LAB_NAME ?? 'Film Lab',
  company: import.meta.env.VITE_LAB_COMPANY ?? import.meta.env.VITE_LAB_NAME ?? 'Film Lab',
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL ?? 'hello@filmlab.example',
  /** Where the lab is (the rolls are mailed there): city and state, for the pages' structured data. */
  labCity: import.meta.env.VITE_LAB_CITY ?? 'Brooklyn',
  labRegion: import.meta.env.VITE_LAB_REGION ?? 'NY',
} as const;

export const contactMailto = `mailto:${SITE.contactEmail}`;
