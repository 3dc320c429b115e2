// Route rows (see route-rows.ts) of the pages' hero photographs.
import type { Rows } from './row-types.js';

/** A 1 x 1 PNG: a picture, but too small for a hero (the module's tests upload real ones). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export const sitePhotoRows: Rows = {
  'sitePhotos.list': { call: () => ({}) },
  'sitePhotos.upload': {
    call: () => ({ query: { page: '/lab', alt: 'The darkroom' }, body: TINY_PNG }),
    allowedAnswer: { status: [400], why: 'a 1-pixel picture is refused as too small, after the caller is checked' },
  },
  'sitePhotos.changeAlt': {
    call: () => ({ body: { page: '/lab', alt: 'The darkroom' } }),
    allowedAnswer: { status: [404], why: 'the page has no photograph to re-caption' },
  },
  'sitePhotos.remove': { call: () => ({ query: { page: '/lab' } }) },
};
