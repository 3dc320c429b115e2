// Print drafts (spec 7, Prints): a write link for the file, convert-draft, and reading a draft.
import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { DraftLink, PrintDraft } from '@filmlab/api';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { sniffScanType } from '../scans/image-type.js';
import { BlobMissingError, SpoolTooLargeError, openBlobFile } from '../scans/spool-blob.js';
import { selectScan } from '../scans/scan-service.js';
import { CONVERT_DRAFT_JOB } from './convert-draft-job.js';
import { MAX_DRAFT_BYTES, inspectDraftFile, notAnImage, tooLarge } from './draft-file.js';
import { presentDraft } from './present-draft.js';
import { countOpenDrafts, deleteDraftRow, insertDraft, selectDraft, type DraftRow } from './store.js';

/** Time to send a large TIFF over a slow line. */
const LINK_SECONDS = 3600;

const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The advisory lock space of print drafts (any constant; the member's id is the key). */
const LOCK_SPACE = 7_202;

type Caller = { id: number; role: string };
/** Whose drafts the caller reads: their own; staff any. */
const ownerFilter = (user: Caller) => (user.role === 'ADMIN' ? null : user.id);

/**
 * Adds the member's draft unless they hold the quota of drafts in no order already; counted under a
 * per-member lock, so requests at once cannot each take the last place.
 */
function insertWithinQuota(deps: Pick<Deps, 'db' | 'config'>, values: Parameters<typeof insertDraft>[1]) {
  const userId = values.userId!;
  const quota = deps.config.printDraftQuota;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${userId})`);
    if ((await countOpenDrafts(tx, userId)) >= quota) {
      const problem = `you have ${quota} print drafts not in an order yet; order some of them before starting more`;
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You have ${quota} print drafts not in an order yet. Order some of them before starting more.`,
        [`name: ${problem}`],
      );
    }
    return insertDraft(tx, values);
  });
}

export async function startDraft(options: {
  deps: Pick<Deps, 'db' | 'blobs' | 'config'>;
  user: Caller;
  name: string;
  scanId?: number | undefined;
}): Promise<DraftLink> {
  const { deps, user, name } = options;
  const draftId = randomBytes(12).toString('base64url');
  if (options.scanId !== undefined) {
    const scan = await selectScan(deps.db, user.id, options.scanId);
    if (!scan || !scan.hiResKey || scan.status === 'UPLOADING') throw notFound('Scan');
    const row = await insertWithinQuota(deps, {
      draftId,
      userId: user.id,
      name,
      fileKey: scan.hiResKey,
      contentType: scan.contentType,
      scanId: scan.id,
    });
    return { draft: await presentDraft(deps.blobs, row), upload: null };
  }
  const ext = name.split('.').pop()!.toLowerCase();
  const contentType = TYPE_OF_EXTENSION[ext]!;
  const fileKey = `prints/drafts/${user.id}/${draftId}/source.${ext}`;
  const row = await insertWithinQuota(deps, { draftId, userId: user.id, name, fileKey, contentType });
  const url = await deps.blobs.uploadUrl(fileKey, { contentType, expiresInSeconds: LINK_SECONDS });
  return {
    draft: await presentDraft(deps.blobs, row),
    upload: {
      url,
      method: 'PUT',
      headers: { 'content-type': contentType },
      expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(),
    },
  };
}

export async function getDraft(options: {
  deps: Pick<Deps, 'db' | 'blobs'>;
  user: Caller;
  draftId: string;
}): Promise<PrintDraft> {
  const row = await selectDraft(options.deps.db, options.draftId, ownerFilter(options.user));
  if (!row) throw notFound('Print draft');
  if (row.conversionFailedAt) return refuseFailed(options.deps, row);
  return presentDraft(options.deps.blobs, row);
}

/** How long convert-draft waits for its job before answering the draft as still converting. */
const CONVERT_WAIT_MS = 20_000;
const POLL_MS = 100;

/** A draft whose conversion failed is gone: its read answers what the convert call would have. */
async function refuseFailed(deps: Pick<Deps, 'db'>, row: DraftRow): Promise<never> {
  await deleteDraftRow(deps.db, row.id);
  throw notAnImage();
}

/**
 * Turns the draft's file into the print-ready JPEG (and a preview). The file is checked here by its
 * content and header (not an image 415, too large 413; an uploaded file that fails is deleted); the
 * pixels are decoded by the conversion job (convert-draft-job.ts), which this call waits for, up to
 * CONVERT_WAIT_MS: a draft still converting then is answered as it stands, and read again until
 * `converted`. Converting again answers the same draft.
 */
export async function convertDraft(options: {
  deps: Pick<Deps, 'db' | 'blobs' | 'jobs'>;
  user: Caller;
  draftId: string;
}): Promise<PrintDraft> {
  const { deps } = options;
  const { db, blobs } = deps;
  const draft = await selectDraft(db, options.draftId, ownerFilter(options.user));
  if (!draft) throw notFound('Print draft');
  if (draft.convertedAt) return presentDraft(blobs, draft);
  if (draft.conversionFailedAt) return refuseFailed(deps, draft);
  const discard = async () => {
    if (draft.scanId !== null) return; // a hosted frame is the member's, not the draft's
    await blobs.delete(draft.fileKey);
    await deleteDraftRow(db, draft.id);
  };
  let source;
  try {
    source = await openBlobFile(blobs, draft.fileKey, MAX_DRAFT_BYTES);
  } catch (error) {
    if (error instanceof BlobMissingError) {
      throw new AppError('BAD_REQUEST', 'The file has not been uploaded yet.', [
        'file: was not sent to the upload link',
      ]);
    }
    if (error instanceof SpoolTooLargeError) {
      await discard();
      throw tooLarge(`must be at most ${MAX_DRAFT_BYTES} bytes`);
    }
    throw error;
  }
  try {
    if (!sniffScanType(source.head)) throw notAnImage();
    await inspectDraftFile(source.path);
  } catch (error) {
    await discard();
    throw error;
  } finally {
    await source.remove();
  }
  await deps.jobs.send(CONVERT_DRAFT_JOB, { draftId: draft.draftId }, { singletonKey: draft.draftId });
  const deadline = Date.now() + CONVERT_WAIT_MS;
  let row: DraftRow | undefined = draft;
  while (Date.now() < deadline) {
    await setTimeout(POLL_MS);
    row = await selectDraft(db, draft.draftId, null);
    if (!row) throw notFound('Print draft');
    if (row.convertedAt) break;
    if (row.conversionFailedAt) return refuseFailed(deps, row);
  }
  return presentDraft(blobs, row);
}
