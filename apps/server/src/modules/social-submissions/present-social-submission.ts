import type { SocialSubmission, SocialSubmissionDetail } from '@filmlab/api';
import { normalizeSocialHandle } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { SubmissionRow } from './store.js';

export interface PresentOptions {
  blobs: BlobStore;
  /** The lab's own account, for photos without a handle. */
  labSocialHandle: string;
}

/** A submission as the gallery shows it, with signed read links to its three files. */
export async function presentSubmission(row: SubmissionRow, options: PresentOptions): Promise<SocialSubmission> {
  const [thumbnailUrl, hiResUrl, midResOptimizedUrl] = await Promise.all([
    options.blobs.readUrl(row.thumbnailKey),
    options.blobs.readUrl(row.hiResKey),
    options.blobs.readUrl(row.midResOptimizedKey),
  ]);
  return {
    id: row.id,
    socialHandle: normalizeSocialHandle(row.handle, options.labSocialHandle),
    filmBrand: row.filmBrand,
    filmModel: row.filmModel,
    thumbnailUrl,
    hiResUrl,
    midResOptimizedUrl,
    width: row.width,
    height: row.height,
    selectedAt: row.selectedAt?.toISOString() ?? null,
  };
}

/** Adds what admins and the photographer see. */
export async function presentSubmissionDetail(
  row: SubmissionRow,
  options: PresentOptions,
): Promise<SocialSubmissionDetail> {
  return {
    ...(await presentSubmission(row, options)),
    handle: row.handle,
    selected: row.selected,
    userId: row.userId,
    scanId: row.scanId,
    createdAt: row.createdAt.toISOString(),
  };
}
