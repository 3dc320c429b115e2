// The photographs staff upload for the pages' heroes (admin area, /admin/photos): which pages take
// one, how large a picture must be, how long its alt text may be, and where its sizes are served.
// A page with no photograph shows its generated scene (apps/web/build/landing-images.ts).
import { LOCAL_PAGE_PATHS } from './page-words.js';

/** The widths every hero photograph is made at (3:2, AVIF and WebP), as the generated scenes are. */
export const SITE_PHOTO_WIDTHS = [640, 1280, 1920] as const;
export const SITE_PHOTO_FORMATS = ['avif', 'webp'] as const;
export type SitePhotoFormat = (typeof SITE_PHOTO_FORMATS)[number];
/** A picture narrower than this (once cropped to 3:2) would look soft on a laptop's hero. */
export const SITE_PHOTO_MIN_WIDTH = 1280;
/** The largest file accepted: a camera's full-size JPEG or a 16-bit TIFF of a 35 mm scan. */
export const SITE_PHOTO_MAX_BYTES = 40 * 1024 * 1024;
export const SITE_PHOTO_ALT_MAX = 250;

/** The pages whose hero takes a photograph: `/`, `/lab`, `/club` and the 64 local pages. */
export function sitePhotoPages(): readonly string[] {
  return ['/', '/lab', '/club', ...LOCAL_PAGE_PATHS];
}

/** Where one size of a photograph is served (immutable: a new upload is a new id). */
export const sitePhotoUrl = (id: string, width: number, format: SitePhotoFormat) =>
  `/api/public/site-photos/${id}/${width}.${format}`;
