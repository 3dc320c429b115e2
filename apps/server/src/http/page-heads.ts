// Pages whose HTML head depends on data: the app shell with the page's own title, description and
// Open Graph tags, so a link pasted in a chat shows a proper preview (crawlers run no JavaScript).
import { escapeHtml } from '@filmlab/domain';

export interface PageHead {
  title: string;
  description: string;
  /** An absolute image URL for the preview, when the page has one. */
  image: string | null;
  url: string;
  /** Private pages (a share link) stay out of search engines. */
  noindex: boolean;
}

export interface PageHeadResolver {
  /** The route prefix it answers, e.g. /shared-scans/. */
  prefix: string;
  /** The head and status for the rest of the path; a 404 keeps the shell's head. */
  resolve(rest: string): Promise<{ status: number; head: PageHead | null }>;
}

/** The shell with its title and description replaced and the preview tags added. */
export function withHead(shell: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex
      ? `<meta name="robots" content="noindex, nofollow" />`
      : `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const stripped = shell.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta name="description"[^>]*>\s*/i, '');
  // A function, not a string: a replacement string would read $&, $' and $` in the page's own words.
  return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
