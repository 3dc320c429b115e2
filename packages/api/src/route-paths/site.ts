// Written by scripts/write-route-paths.ts from routes.ts: do not edit by hand.
// The site area of the light route table (route-paths.ts).
import type { RoutePaths } from '../route-path-types.js';

export const sitePaths: Pick<
  RoutePaths,
  'locations' | 'waitlist' | 'blog' | 'subscribers' | 'socialSubmissions' | 'pageWords' | 'sitePhotos'
> = {
  locations: {
    labLocations: { method: 'GET', path: '/public/locations', access: 'visitor' },
    zipCodes: { method: 'GET', path: '/zip-codes', access: 'visitor' },
  },
  waitlist: {
    join: { method: 'POST', path: '/waitlist', access: 'visitor' },
  },
  blog: {
    posts: { method: 'GET', path: '/blog/notes/posts', access: 'visitor' },
  },
  subscribers: {
    subscribe: { method: 'POST', path: '/subscribers', access: 'visitor' },
    list: { method: 'GET', path: '/subscribers', access: 'admin' },
  },
  socialSubmissions: {
    list: { method: 'GET', path: '/social-media-submissions', access: 'admin' },
    selected: { method: 'GET', path: '/social-media-submissions/selected', access: 'visitor' },
    select: { method: 'PUT', path: '/social-media-submissions/:id/select', access: 'admin' },
    create: { method: 'POST', path: '/users/:id/scans/:scanId/social-media-submissions', access: 'self' },
  },
  pageWords: {
    get: { method: 'GET', path: '/public/page-words', access: 'visitor' },
    list: { method: 'GET', path: '/page-words', access: 'admin' },
    save: { method: 'PUT', path: '/page-words', access: 'admin' },
  },
  sitePhotos: {
    list: { method: 'GET', path: '/public/site-photos', access: 'visitor' },
    upload: { method: 'PUT', path: '/site-photos/photo', access: 'admin' },
    changeAlt: { method: 'PUT', path: '/site-photos/alt', access: 'admin' },
    remove: { method: 'DELETE', path: '/site-photos/photo', access: 'admin' },
  },
};
