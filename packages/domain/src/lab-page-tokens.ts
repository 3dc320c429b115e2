// The lab's identity is data staff change at run time, but the marketing pages are
// rendered at build time. So the build writes these tokens where the identity goes, and the app server
// puts the lab's current values in their place as it serves each page (apps/server/src/http/lab-pages.ts).
// Each token is letters only (the origin a valid lowercase URL), so HTML, JSON and URL escaping leave it
// as it is, and no page's own words contain one.
import { escapeHtml, escapeXml, scriptJson } from './markup-escapes.js';

export const LAB_PAGE_TOKENS = {
  name: 'zqLabNameqz',
  /** The name as `toUpperCase()` turns the token (the landing page's emblem). */
  nameUpper: 'ZQLABNAMEQZ',
  description: 'zqLabDescriptionqz',
  contactEmail: 'zqLabEmailqz',
  phone: 'zqLabPhoneqz',
  city: 'zqLabCityqz',
  region: 'zqLabRegionqz',
  origin: 'https://zqlaborigin.invalid',
  /** Stands for the list items of the lab's social links (socialLinksHtml), in HTML only. */
  socialLinks: 'zqLabSocialLinksqz',
  /** Stands for what the header's mark holds (logoHtml): the lab's logo, or nothing; in HTML only. */
  logo: 'zqLabLogoqz',
} as const;

/** The values that take the tokens' places. */
export interface LabPageValues {
  name: string;
  description: string;
  contactEmail: string;
  phone: string;
  city: string;
  region: string;
  origin: string;
  /** The lab's social links, in its order (absent: none). */
  socialLinks?: ReadonlyArray<{ label: string; url: string }>;
  /** The lab's logo, an https image (absent or null: the safelight dot shows). */
  logoUrl?: string | null;
}

/** Side of the square the header's logo is fitted into, in CSS pixels (set on the image, so nothing moves when it loads). */
export const LOGO_BOX_PX = 32;

/**
 * What the header's mark holds: the lab's logo, fitted into its box, or nothing (the mark is then the
 * safelight dot). The app renders the same in the browser (apps/web/src/features/header/components/logo.tsx).
 * The name stays beside it, so the image says nothing more to a screen reader.
 */
export function logoHtml(url: string | null | undefined): string {
  if (!url || !/^https:\/\//i.test(url)) return '';
  return `<img src="${escapeHtml(url)}" alt="" width="${LOGO_BOX_PX}" height="${LOGO_BOX_PX}">`;
}

/**
 * The list items of the lab's social links, each opening in a new tab: the app renders the same
 * text in the browser (apps/web/src/features/marketing/footer/social-links.tsx), so hydration matches.
 * Only http(s) addresses are linked (the lab's settings accept no other).
 */
export function socialLinksHtml(links: ReadonlyArray<{ label: string; url: string }>): string {
  return links
    .filter((link) => /^https?:\/\//i.test(link.url))
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(link.label)}</a></li>`,
    )
    .join('');
}

/** Text inside a JSON string in a script element: quotes and backslashes escaped, and no `</script`. */
const escapeJsonString = (text: string) => scriptJson(text).slice(1, -1);

type Escape = (text: string) => string;

function replaceTokens(text: string, values: LabPageValues, escape: Escape): string {
  const pairs: Array<[string, string]> = [
    [LAB_PAGE_TOKENS.origin, values.origin],
    [LAB_PAGE_TOKENS.nameUpper, values.name.toUpperCase()],
    [LAB_PAGE_TOKENS.name, values.name],
    [LAB_PAGE_TOKENS.description, values.description],
    [LAB_PAGE_TOKENS.contactEmail, values.contactEmail],
    [LAB_PAGE_TOKENS.phone, values.phone],
    [LAB_PAGE_TOKENS.city, values.city],
    [LAB_PAGE_TOKENS.region, values.region],
  ];
  let out = text;
  for (const [token, value] of pairs) if (out.includes(token)) out = out.split(token).join(escape(value));
  return out;
}

const JSON_SCRIPT = /(<script type="application\/(?:ld\+)?json"[^>]*>)([\s\S]*?)(<\/script>)/g;

/**
 * An HTML page with the lab's values in place of the tokens: escaped for HTML in text and
 * attributes, and as JSON string content inside JSON script elements (JSON-LD, server answers).
 */
export function fillLabPageTokens(html: string, values: LabPageValues): string {
  let out = '';
  let last = 0;
  const inHtml = (text: string) =>
    replaceTokens(text, values, escapeHtml)
      .split(LAB_PAGE_TOKENS.socialLinks)
      .join(socialLinksHtml(values.socialLinks ?? []))
      .split(LAB_PAGE_TOKENS.logo)
      .join(logoHtml(values.logoUrl));
  for (const match of html.matchAll(JSON_SCRIPT)) {
    out += inHtml(html.slice(last, match.index));
    out += match[1] + replaceTokens(match[2]!, values, escapeJsonString) + match[3];
    last = match.index + match[0].length;
  }
  return out + inHtml(html.slice(last));
}

/** A text file the build wrote (robots.txt) with the lab's values in place of the tokens, as they are. */
export function fillLabTextTokens(text: string, values: LabPageValues): string {
  return replaceTokens(text, values, (value) => value);
}

/** An XML file the build wrote (the sitemap's pages) with the lab's values, escaped for XML. */
export function fillLabXmlTokens(xml: string, values: LabPageValues): string {
  return replaceTokens(xml, values, escapeXml);
}
