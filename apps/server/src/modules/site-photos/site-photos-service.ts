// The pages' hero photographs as every process reads them: one small copy of all of them (67 at
// most) per process, kept 4 s and dropped on every process by the bus when staff change one, so a
// change shows on every page within 5 seconds (as the page words and the lab's identity do).
import type { SitePhoto } from '@filmlab/api';
import { sitePhotoUrl, type SitePhotoFormat } from '@filmlab/domain';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { processCacheFor } from '../../cache/process-cache.js';
import type { Db } from '../../db/client.js';
import { selectAllSitePhotos, type SitePhotoRow } from './store.js';

/** Announced after staff change a page's photograph, so every process drops its copy. */
export const SITE_PHOTOS_CHANGED = 'site_photos_changed';
export const SITE_PHOTOS_CACHE_TTL_MS = 4_000;

export interface AllSitePhotos {
  /** Changes whenever any page's photograph changes: pages built from them are keyed by it. */
  key: string;
  byPage: ReadonlyMap<string, SitePhoto>;
}

export function presentSitePhoto(row: SitePhotoRow): SitePhoto {
  const srcset = (format: SitePhotoFormat) =>
    row.widths.map((width) => `${sitePhotoUrl(row.photoId, width, format)} ${width}w`).join(', ');
  return {
    page: row.page,
    id: row.photoId,
    alt: row.alt,
    width: row.width,
    height: row.height,
    widths: row.widths,
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
    src: sitePhotoUrl(row.photoId, row.widths[1] ?? row.width, 'webp'),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface SitePhotosService {
  all(): Promise<AllSitePhotos>;
  /** Drops every process's copy (after a change). */
  changed(): Promise<void>;
}

export function sitePhotosServiceFor(deps: { db: Db; events: EventBus }): SitePhotosService {
  const cache = processCacheFor(deps.events, {
    channel: SITE_PHOTOS_CHANGED,
    ttlMs: SITE_PHOTOS_CACHE_TTL_MS,
    maxEntries: 2,
  });
  const load = async (): Promise<AllSitePhotos> => {
    const rows = await selectAllSitePhotos(deps.db);
    const key = rows.map((row) => `${row.page}@${row.photoId}@${row.updatedAt.getTime()}`).join(',');
    return { key, byPage: new Map(rows.map((row) => [row.page, presentSitePhoto(row)])) };
  };
  return { all: () => cache.read('all', load), changed: () => cache.changed() };
}
