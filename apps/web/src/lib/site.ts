/**
 * The lab's own name and contact, configurable at build time (DESIGN.md: brand, copy and
 * locations are configuration). Defaults are neutral.
 */
export const SITE = {
  name: import.meta.env.VITE_LAB_NAME ?? 'Film Lab',
  company: import.meta.env.VITE_LAB_COMPANY ?? import.meta.env.VITE_LAB_NAME ?? 'Film Lab',
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL ?? 'hello@filmlab.example',
} as const;

export const contactMailto = `mailto:${SITE.contactEmail}`;
