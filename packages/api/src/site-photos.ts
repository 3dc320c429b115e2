// The photographs staff upload for the pages' heroes (`/`, `/lab`, `/club` and the 64 local pages):
// one per page, with its alt text, made into 3:2 AVIF and WebP sizes the pages serve with their srcset.
// A page without one shows its generated scene.
import { SITE_PHOTO_ALT_MAX, sitePhotoPages } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { required, text } from './fields.js';

const pages = new Set<string>(sitePhotoPages());
const heroPage = text()
  .trim()
  .refine((path) => pages.has(path), 'must be /, /lab, /club or the path of a city or topic page');
const altText = required(SITE_PHOTO_ALT_MAX);

export const sitePhotoSchema = z.object({
  /** The page whose hero it is. */
  page: z.string(),
  /** The upload's id: its sizes are served at /api/public/site-photos/{id}/{width}.{avif|webp} (domain sitePhotoUrl). */
  id: z.string(),
  alt: z.string(),
  /** The largest size's width and height (3:2). */
  width: z.number().int(),
  height: z.number().int(),
  /** The widths made (no size larger than the picture sent). */
  widths: z.array(z.number().int()),
  /** The sizes as `srcset` lists, per format, and a WebP for `src`: pages take them as they are. */
  srcset: z.object({ avif: z.string(), webp: z.string() }),
  src: z.string(),
  updatedAt: z.string(),
});
export type SitePhoto = z.infer<typeof sitePhotoSchema>;

export const sitePhotoUploadQuery = z.strictObject({ page: heroPage, alt: altText });
export const sitePhotoAltBody = z.strictObject({ page: heroPage, alt: altText });
export type SitePhotoAltBody = z.infer<typeof sitePhotoAltBody>;
export const sitePhotoPageQuery = z.strictObject({ page: heroPage });

const tag = 'site-photos';

export const sitePhotoRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/public/site-photos',
    access: 'visitor',
    summary: 'The pages’ hero photographs in force (a page not listed shows its generated picture)',
    tag,
    response: z.object({ photos: sitePhotoSchema.array() }),
  }),
  /**
   * The body is the raw picture (JPEG, PNG, WebP, TIFF or AVIF; the bytes decide; HEIC coded in HEVC cannot be read), at least 1280 px
   * wide once cropped to 3:2. Its sizes are made before the answer (some seconds for a large file).
   */
  upload: defineRoute({
    method: 'PUT',
    path: '/site-photos/photo',
    access: 'admin',
    summary: 'Staff: upload or replace a page’s hero photograph, with its alt text',
    errors: [413, 415],
    tag,
    query: sitePhotoUploadQuery,
    response: sitePhotoSchema,
    status: 201,
  }),
  changeAlt: defineRoute({
    method: 'PUT',
    path: '/site-photos/alt',
    access: 'admin',
    summary: 'Staff: change the alt text of a page’s hero photograph',
    errors: [404],
    tag,
    body: sitePhotoAltBody,
    response: sitePhotoSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/site-photos/photo',
    access: 'admin',
    summary: 'Staff: remove a page’s hero photograph; the page shows its generated picture again',
    tag,
    query: sitePhotoPageQuery,
    response: z.object({ removed: z.boolean() }),
  }),
};
