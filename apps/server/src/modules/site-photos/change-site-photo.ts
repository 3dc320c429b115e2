import type { SitePhoto } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { removePhotoBlobs } from './photo-blobs.js';
import { presentSitePhoto } from './site-photos-service.js';
import { deleteSitePhoto, updateSitePhotoAlt } from './store.js';

/** Staff change the alt text of a page's photograph. The caller announces it. */
export async function changeSitePhotoAlt(options: {
  db: Db;
  page: string;
  alt: string;
  staffId: number;
}): Promise<SitePhoto> {
  const row = await updateSitePhotoAlt(options.db, options.page, options.alt, options.staffId);
  if (!row) throw notFound('A photograph for this page');
  return presentSitePhoto(row);
}

/** The page shows its generated picture again; the photograph's sizes are deleted. */
export async function removeSitePhoto(options: { db: Db; blobs: BlobStore; page: string }): Promise<boolean> {
  const row = await deleteSitePhoto(options.db, options.page);
  if (row) await removePhotoBlobs(options.blobs, row.photoId, row.widths);
  return Boolean(row);
}
