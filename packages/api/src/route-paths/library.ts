// Written by scripts/write-route-paths.ts from routes.ts: do not edit by hand.
// The library area of the light route table (route-paths.ts).
import type { RoutePaths } from '../route-path-types.js';

export const libraryPaths: Pick<
  RoutePaths,
  'rolls' | 'scans' | 'tags' | 'shares' | 'sharedScans' | 'zipDownloads' | 'liveFeed' | 'scanRetention' | 'tiffUnlocks'
> = {
  rolls: {
    list: { method: 'GET', path: '/users/:id/film-rolls', access: 'self' },
    filters: { method: 'GET', path: '/users/:id/film-rolls/filters', access: 'self' },
    get: { method: 'GET', path: '/users/:id/film-rolls/:rollId', access: 'self' },
    update: { method: 'PUT', path: '/users/:id/film-rolls/:rollId', access: 'self' },
    updateFilm: { method: 'PUT', path: '/users/:id/film-rolls/:rollId/update-film-roll', access: 'self' },
    reverseScans: { method: 'PUT', path: '/users/:id/film-rolls/:rollId/reverse-scans', access: 'self' },
    clearScans: { method: 'PUT', path: '/users/:id/film-rolls/:rollId/clear-scans', access: 'admin' },
    contactSheet: { method: 'GET', path: '/users/:id/film-rolls/:rollId/contact-sheet', access: 'self' },
    addTag: { method: 'POST', path: '/users/:id/film-rolls/:rollId/tags', access: 'self' },
    renameTag: { method: 'PUT', path: '/users/:id/film-rolls/:rollId/tags/:tagId', access: 'self' },
    removeTag: { method: 'DELETE', path: '/users/:id/film-rolls/:rollId/tags/:tagId', access: 'self' },
    addLocation: { method: 'POST', path: '/users/:id/film-rolls/:rollId/locations', access: 'self' },
    renameLocation: { method: 'PUT', path: '/users/:id/film-rolls/:rollId/locations/:locationId', access: 'self' },
    removeLocation: { method: 'DELETE', path: '/users/:id/film-rolls/:rollId/locations/:locationId', access: 'self' },
  },
  scans: {
    startUpload: { method: 'POST', path: '/users/:id/pick-ups/:pickUpId/film-rolls/:rollId/scans', access: 'self' },
    finishUpload: { method: 'POST', path: '/users/:id/scans/:scanId/finish-upload', access: 'self' },
    delete: {
      method: 'DELETE',
      path: '/users/:id/pick-ups/:pickUpId/film-rolls/:rollId/scans/:scanId',
      access: 'self',
    },
    list: { method: 'GET', path: '/users/:id/scans', access: 'self' },
    filters: { method: 'GET', path: '/users/:id/scans/filters', access: 'self' },
    get: { method: 'GET', path: '/users/:id/scans/:scanId', access: 'self' },
    update: { method: 'PUT', path: '/users/:id/scans/:scanId', access: 'self' },
    rotate: { method: 'PUT', path: '/users/:id/scans/:scanId/rotate/:degrees', access: 'self' },
    addTag: { method: 'POST', path: '/users/:id/scans/:scanId/tags', access: 'self' },
    renameTag: { method: 'PUT', path: '/users/:id/scans/:scanId/tags/:tagId', access: 'self' },
    removeTag: { method: 'DELETE', path: '/users/:id/scans/:scanId/tags/:tagId', access: 'self' },
    addLocation: { method: 'POST', path: '/users/:id/scans/:scanId/locations', access: 'self' },
    renameLocation: { method: 'PUT', path: '/users/:id/scans/:scanId/locations/:locationId', access: 'self' },
    removeLocation: { method: 'DELETE', path: '/users/:id/scans/:scanId/locations/:locationId', access: 'self' },
  },
  tags: {
    list: { method: 'GET', path: '/users/:id/tags', access: 'self' },
    renameTag: { method: 'PUT', path: '/users/:id/tags/:tagId', access: 'self' },
    deleteTag: { method: 'DELETE', path: '/users/:id/tags/:tagId', access: 'self' },
    renameLocation: { method: 'PUT', path: '/users/:id/photo-locations/:locationId', access: 'self' },
    deleteLocation: { method: 'DELETE', path: '/users/:id/photo-locations/:locationId', access: 'self' },
  },
  shares: {
    create: { method: 'GET', path: '/users/:id/scans/share', access: 'self' },
    list: { method: 'GET', path: '/users/:id/scan-shares', access: 'self' },
    revoke: { method: 'DELETE', path: '/users/:id/scan-shares/:shareId', access: 'self' },
  },
  sharedScans: {
    get: { method: 'GET', path: '/shared-scans/:code', access: 'visitor' },
    download: { method: 'GET', path: '/shared-scans/:code/scans/:scanId/download', access: 'visitor' },
  },
  zipDownloads: {
    start: { method: 'POST', path: '/users/:id/zip-downloads', access: 'self' },
    list: { method: 'GET', path: '/users/:id/zip-downloads', access: 'self' },
    get: { method: 'GET', path: '/users/:id/zip-downloads/:zipId', access: 'self' },
  },
  liveFeed: {
    ticket: { method: 'POST', path: '/users/:id/zip-downloads/socket-tickets', access: 'self' },
  },
  scanRetention: {
    get: { method: 'GET', path: '/users/:id/scan-retention', access: 'self' },
  },
  tiffUnlocks: {
    unlock: { method: 'PUT', path: '/users/:id/scans/unlock-scans', access: 'self' },
    pending: { method: 'GET', path: '/tiff-unlocks', access: 'admin' },
    upload: { method: 'POST', path: '/tiff-unlocks/:unlockId/upload', access: 'admin' },
    done: { method: 'PUT', path: '/tiff-unlocks/:unlockId/done', access: 'admin' },
  },
};
