import { randomUUID } from 'node:crypto';
import type { SitePhoto } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { photoBlobKey, photoContentType, removePhotoBlobs } from './photo-blobs.js';
import { makePhotoSizes } from './photo-sizes.js';
import { presentSitePhoto } from './site-photos-service.js';
import { findSitePhoto, upsertSitePhoto } from './store.js';

/**
 * Staff upload a page's hero photograph: its sizes are made and stored under a new id, then the row
 * points at them; the sizes of the photograph it replaces are deleted after. The caller announces it.
 */
export async function uploadSitePhoto(options: {
  db: Db;
  blobs: BlobStore;
  page: string;
  alt: string;
  data: Buffer | undefined;
  staffId: number;
}): Promise<SitePhoto> {
  const { db, blobs, page, alt, data } = options;
  if (!data || data.length === 0) {
    throw new AppError('BAD_REQUEST', 'Choose a picture to upload', ['file: is required']);
  }
  const sizes = await makePhotoSizes(data);
  const id = randomUUID();
  try {
    await Promise.all(
      sizes.files.map((file) =>
        blobs.put(photoBlobKey(id, file.width, file.format), file.data, photoContentType(file.format)),
      ),
    );
    const { before, row } = await db.transaction(async (tx) => {
      const before = await findSitePhoto(tx, page, { lock: true });
      const row = await upsertSitePhoto(tx, {
        page,
        photoId: id,
        alt,
        width: sizes.width,
        height: sizes.height,
        widths: sizes.widths,
        updatedBy: options.staffId,
      });
      return { before, row };
    });
    if (before) await removePhotoBlobs(blobs, before.photoId, before.widths);
    return presentSitePhoto(row);
  } catch (error) {
    await removePhotoBlobs(blobs, id, sizes.widths);
    throw error;
  }
}
