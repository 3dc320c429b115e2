import type { CreateSocialSubmissionBody, SocialSubmissionDetail } from '@filmlab/api';
import { normalizeSocialHandle } from '@filmlab/domain';
import { contentTypeForKey } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { presentSubmissionDetail, type PresentOptions } from './present-social-submission.js';
import { findOwnScan, type ScanForSubmission } from './own-scan.js';
import { insertSubmissionIfNew, selectSubmissionByScan, updateSubmissionHandle } from './store.js';

export interface CreateSocialSubmissionResult {
  submission: SocialSubmissionDetail;
  /** True when this scan had been submitted before; its submission is returned. */
  alreadySubmitted: boolean;
}

/** The account name alone, or null for "use the lab's own". */
const handleFrom = (input: string | null | undefined): string | null => normalizeSocialHandle(input, '') || null;

const fileKeys = ['hiResKey', 'midResOptimizedKey', 'thumbnailKey'] as const;
type FileKey = (typeof fileKeys)[number];

const isProcessed = (
  scan: ScanForSubmission,
): scan is ScanForSubmission & Record<FileKey, string> & { width: number; height: number } =>
  fileKeys.every((field) => scan[field] !== null) && scan.width !== null && scan.height !== null;

const extensionOf = (key: string) => {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : 'bin';
};

/**
 * Copies the scan's gallery files under social/, so the gallery keeps its photo when the customer
 * later deletes or replaces the scan (see schema/social.ts). Same keys each time: a retry rewrites
 * the same files.
 */
async function copyScanFiles(options: PresentOptions, scan: ScanForSubmission & Record<FileKey, string>) {
  const base = `social/scan-${scan.id}`;
  const names: Record<FileKey, string> = { hiResKey: 'hi', midResOptimizedKey: 'mid-opt', thumbnailKey: 'thumb' };
  const copies = {} as Record<FileKey, string>;
  for (const field of fileKeys) {
    const from = scan[field];
    const to = `${base}/${names[field]}.${extensionOf(from)}`;
    const data = await options.blobs.get(from);
    if (!data) {
      throw new AppError('CONFLICT', 'A file of this scan is missing', ['scanId: a file of the scan is missing']);
    }
    await options.blobs.put(to, data, contentTypeForKey(from));
    copies[field] = to;
  }
  return copies;
}

/**
 * Submits one of the user's own scans to the community gallery. A scan of anyone else is "not
 * found". One submission per scan: submitting again returns it, with the handle changed when one
 * is sent.
 */
export async function createSocialSubmission(
  options: PresentOptions & { db: Db; userId: number; scanId: number; body: CreateSocialSubmissionBody },
): Promise<CreateSocialSubmissionResult> {
  const { db, userId, scanId, body } = options;
  const scan = await findOwnScan(db, userId, scanId);
  if (!scan) throw notFound('Scan');

  const existing = await selectSubmissionByScan(db, scanId);
  if (existing) {
    const row =
      body.socialHandle === undefined
        ? existing
        : await updateSubmissionHandle(db, existing.id, handleFrom(body.socialHandle));
    return { submission: await presentSubmissionDetail(row, options), alreadySubmitted: true };
  }

  if (!isProcessed(scan)) {
    throw new AppError('CONFLICT', 'This scan is still being processed; try again in a moment', [
      'scanId: is still being processed',
    ]);
  }
  const copies = await copyScanFiles(options, scan);
  const inserted = await insertSubmissionIfNew(db, {
    scanId,
    userId,
    handle: handleFrom(body.socialHandle),
    filmBrand: scan.filmBrand,
    filmModel: scan.filmModel,
    ...copies,
    width: scan.width,
    height: scan.height,
  });
  // Two requests raced; the other one's row stands, and this answers with it.
  const row = inserted ?? (await selectSubmissionByScan(db, scanId));
  if (!row) throw new Error('submission vanished between insert and read');
  return { submission: await presentSubmissionDetail(row, options), alreadySubmitted: !inserted };
}
