// The pages' hero photographs staff uploaded (modules/site-photos): the build drew each hero with its
// generated scene, so the server renders a page whose hero has a photograph again, through the web
// build's server entry (the components the browser hydrates), puts the photograph in the head's
// preload in place of the scene, and writes the photographs into the page (`site-photos` block) for
// the browser to render the same page from. A page without one is sent as built. Composed with the
// words' render (word-pages.ts) in lab-pages.ts, so a local page with both gets both.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SitePhoto } from '@filmlab/api';
import { LAB_PAGE_TOKENS, escapeHtml, scriptJson, sitePhotoPages } from '@filmlab/domain';
import { oneAtATime } from '../one-at-a-time.js';
import { withBody } from './price-pages.js';

interface ServerEntry {
  render(path: string, origin: string): Promise<string>;
  setServerSitePhotos?(photos: Record<string, SitePhoto> | null): void;
}

/** A built page with its hero's photograph (the page as built when it has none); `next` adds the words. */
export type RenderWithPhotos = (
  file: string,
  html: string,
  photos: ReadonlyMap<string, SitePhoto>,
  next: (html: string) => Promise<string>,
) => Promise<string>;

/** The page whose hero a built file draws, e.g. lab/index.html -> /lab, index.html -> /. */
export function heroPageOf(file: string): string | undefined {
  if (path.basename(file) !== 'index.html') return undefined;
  const dir = path.dirname(file).split(path.sep).join('/');
  const page = dir === '.' ? '/' : `/${dir}`;
  return sitePhotoPages().includes(page) ? page : undefined;
}

/** The preload of the hero's AVIF sizes, as the hero's `<picture>` asks for them (scene-image.tsx). */
export function photoPreload(photo: SitePhoto): string {
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${photo.srcset.avif}" imagesizes="100vw" fetchpriority="high" />`;
}

/**
 * The image a shared link shows (og:image, the built scene's 1280 WebP) as the photograph's, at the
 * lab's address (a token filled as the page is sent), with its alt text.
 */
export function photoShareImage(photo: SitePhoto): string {
  return (
    `<meta property="og:image" content="${LAB_PAGE_TOKENS.origin}${escapeHtml(photo.src)}" />` +
    `<meta property="og:image:alt" content="${escapeHtml(photo.alt)}" />`
  );
}

/** The head's image preload and shared image (the built scene's) replaced by the photograph's. */
function withPreload(html: string, photo: SitePhoto): string {
  const headEnd = html.indexOf('</head>');
  const head = html
    .slice(0, headEnd)
    .replace(/<link rel="preload" as="image"[^>]*>/, () => photoPreload(photo))
    .replace(/<meta property="og:image" [^>]*>/, () => photoShareImage(photo));
  return head + html.slice(headEnd);
}

function withPhotosBlock(html: string, photos: ReadonlyMap<string, SitePhoto>): string {
  const block = `<script type="application/json" id="site-photos">${scriptJson(Object.fromEntries(photos))}</script>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/**
 * Null for a build without a server entry (tests' small builds). A render that fails is logged and the
 * page sent as built (with its words): a page never answers 500 for its photograph.
 */
export async function loadPhotoPages(
  webDist: string,
  log: { error(details: object, message: string): void },
): Promise<RenderWithPhotos | null> {
  const entryFile = path.join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const setPhotos = entry.setServerSitePhotos;
  if (!setPhotos) return null;
  const inTurn = oneAtATime();
  return async (file, html, photos, next) => {
    // Every render through the entry (the words' too) draws the heroes in force.
    setPhotos(Object.fromEntries(photos));
    const page = heroPageOf(file);
    const photo = page ? photos.get(page) : undefined;
    if (!page || !photo) return next(html);
    let drawn: string;
    try {
      drawn = withBody(html, page, await inTurn(() => entry.render(page, LAB_PAGE_TOKENS.origin)));
    } catch (error) {
      log.error({ err: error, route: page }, 'the page could not be rendered with its photograph');
      return next(html);
    }
    return withPhotosBlock(withPreload(await next(drawn), photo), photos);
  };
}
