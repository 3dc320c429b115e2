import type { Readable } from 'node:stream';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { ProcessCache } from '../../cache/process-cache.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { openSharedPage } from './read-shared-scans.js';

/**
 * The address of a share's link-preview image. It stays the same as long as the share works: chat
 * apps keep a preview for days or weeks, longer than a signed link lives, and a rotation gives the
 * frame new files.
 */
export const sharePreviewUrl = (publicUrl: string, code: string) => `${publicUrl}/api/shared-scans/${code}/preview.jpg`;

/**
 * GET /api/shared-scans/{code}/preview.jpg: the share's first frame at screen size, always a JPEG
 * (some link previewers refuse WebP), read through the share on every request, so a revoked or
 * expired link shows nothing.
 */
export async function openSharePreview(options: {
  db: Db;
  blobs: BlobStore;
  labName: string;
  code: string;
  cache?: ProcessCache;
}): Promise<{ body: Readable; size: number }> {
  const { previewKey } = await openSharedPage(options);
  const file = previewKey ? await options.blobs.openRead?.(previewKey) : null;
  if (!file) throw notFound('Preview');
  return { body: file.body, size: file.size };
}
