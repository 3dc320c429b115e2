// Marketing configuration, read at build time (DESIGN.md: brand and links are configuration).
import { LAB_PAGE_TOKENS } from '@filmlab/domain';

const env = import.meta.env;

export const MARKETING = {
  /**
   * The public origin for canonical links, Open Graph and the sitemap (no trailing slash): read at run
   * time. Server-rendered pages carry a token the app server replaces with PUBLIC_URL or the lab's
   * own address (apps/server/src/http/lab-pages.ts); the browser is at the origin itself.
   */
  origin: import.meta.env.SSR
    ? LAB_PAGE_TOKENS.origin
    : typeof window === 'undefined'
      ? 'http://localhost:3000'
      : window.location.origin,
  blogUrl: String(env.VITE_BLOG_URL ?? 'https://blog.filmlab.example'),
  /** The lab's own social account: the default for photos without a handle (spec 5). */
  socialUrl: String(env.VITE_SOCIAL_URL ?? 'https://www.instagram.com/filmlab.example'),
  socialHandle: String(env.VITE_SOCIAL_HANDLE ?? 'filmlab.example'),
  /** The two video reviews' ids on the video service, comma separated (spec 2.7); empty shows their stills. */
  reviewVideoIds: String(env.VITE_REVIEW_VIDEO_IDS ?? '')
    .split(',')
    .map((id) => id.trim()),
  /** Where a review video plays once the visitor asks for it (privacy-enhanced embed). */
  videoEmbedOrigin: String(env.VITE_VIDEO_EMBED_ORIGIN ?? 'https://www.youtube-nocookie.com'),
} as const;
