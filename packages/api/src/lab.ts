// The lab's identity: its name, contact, address, logo, colours, social links, time zone and the
// address its site is served at. Visitors read it; staff change it ("Brand, words and pictures").
import { z } from 'zod';
import { defineRoute } from './define.js';
import { required, text } from './fields.js';

/** Trimmed text of at most `max` characters, possibly empty. */
const optionalText = (max: number) => text().trim().max(max, `must be at most ${max} characters`);

const hexColor = text()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #c0392b')
  .transform((s) => s.toLowerCase());

/** An http(s) address: a link the site shows or an image it loads. */
const webAddress = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'must be an http or https address');

/** A name Intl knows as a time zone (IANA), e.g. America/New_York. */
const timeZone = text()
  .trim()
  .refine((name) => {
    if (!name) return false;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone such as America/New_York');

/** The origin the site is served at: scheme, host and port only, no trailing slash. */
const publicOrigin = text()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return ['http:', 'https:'].includes(url.protocol) && url.origin === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'must be an origin such as https://lab.example (no path)')
  .transform((value) => value.replace(/\/$/, ''));

export const labAddressSchema = z.strictObject({
  address1: optionalText(200),
  city: optionalText(100),
  state: optionalText(40),
  zip: optionalText(20),
  country: text()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((s) => s.toUpperCase()),
});

export const labColorsSchema = z.strictObject({
  /** The one strong accent (the primary action). */
  accent: hexColor,
  /** Text. */
  ink: hexColor,
  /** Background. */
  paper: hexColor,
});

export const socialLinkSchema = z.strictObject({
  label: required(40),
  url: webAddress(300),
});

/** What staff set: every field of the identity. */
export const updateLabBody = z.strictObject({
  name: required(100),
  description: optionalText(300),
  contactEmail: text().trim().pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters')),
  phone: optionalText(40),
  address: labAddressSchema,
  /** The logo's address (an uploaded blob's URL or any https image); null: the lab's name as text. */
  logoUrl: webAddress(500).nullable(),
  colors: labColorsSchema,
  socialLinks: socialLinkSchema.array().max(10, 'must list at most 10 links'),
  timeZone,
  /** The address the site is served at; null: the server's PUBLIC_URL. */
  publicUrl: publicOrigin.nullable(),
});
export type UpdateLabBody = z.infer<typeof updateLabBody>;

export const labIdentitySchema = z.object({
  name: z.string(),
  description: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  address: z.object({
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  logoUrl: z.string().nullable(),
  colors: z.object({ accent: z.string(), ink: z.string(), paper: z.string() }),
  socialLinks: z.object({ label: z.string(), url: z.string() }).array(),
  timeZone: z.string(),
  /** What staff set as the site's address; null when the server's PUBLIC_URL is used. */
  publicUrl: z.string().nullable(),
  /** The origin the site is served at now: publicUrl, or else the server's PUBLIC_URL. */
  origin: z.string(),
  /** Changes with every save: pages and caches built from the identity are keyed by it. */
  version: z.number().int(),
});
export type LabIdentity = z.infer<typeof labIdentitySchema>;

const tag = 'lab';

export const labRoutes = {
  identity: defineRoute({
    method: 'GET',
    path: '/public/lab',
    access: 'visitor',
    summary: 'The lab’s identity: name, contact, address, logo, colours, social links, time zone',
    tag,
    response: z.object({ lab: labIdentitySchema }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/lab',
    access: 'admin',
    summary: 'Staff: change the lab’s identity; every page, e-mail and process follows within seconds',
    tag,
    body: updateLabBody,
    response: z.object({ lab: labIdentitySchema }),
  }),
};
