import { SITE_PHOTO_FORMATS, type SitePhotoFormat } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';

/** Where one size of an upload is stored: a new id per upload, so its public URL never changes content. */
export const photoBlobKey = (id: string, width: number, format: SitePhotoFormat) =>
  `site-photos/${id}/${width}.${format}`;

export const photoContentType = (format: SitePhotoFormat) => `image/${format}`;

/** Deletes every size of an upload; a size already gone is no error. */
export async function removePhotoBlobs(blobs: BlobStore, id: string, widths: readonly number[]): Promise<void> {
  const keys = widths.flatMap((width) => SITE_PHOTO_FORMATS.map((format) => photoBlobKey(id, width, format)));
  await Promise.allSettled(keys.map((key) => blobs.delete(key)));
}
