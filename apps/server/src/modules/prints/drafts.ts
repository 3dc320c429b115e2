// Print drafts (spec 7, Prints): a write link for the file, convert-draft, and reading a draft.
import { randomBytes } from 'node:crypto';
import type { DraftLink, PrintDraft } from '@filmlab/api';
import { MAX_PRINT_SOURCE_PIXELS } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { maxBlobUploadBytes } from '../blobs/write-blob.js';
import { sniffScanType } from '../scans/image-type.js';
import { BlobMissingError, SpoolTooLargeError, openBlobFile } from '../scans/spool-blob.js';
import { selectScan } from '../scans/store.js';
import { presentDraft } from './present-draft.js';
import { makePreview, makePrintJpeg, storeFile, tempFile } from './print-image.js';
import { countOpenDrafts, deleteDraftRow, insertDraft, selectDraft, updateDraft, type DraftRow } from './store.js';

/** Time to send a large TIFF over a slow line. */
const LINK_SECONDS = 3600;
/** Largest file a draft may be: what one signed upload link takes. */
export const MAX_DRAFT_BYTES = maxBlobUploadBytes;

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
  return presentDraft(options.deps.blobs, row);
}

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a JPEG, PNG or TIFF image. Choose a photo to print.', [
    'file: must be a JPEG, PNG or TIFF image',
  ]);
const tooLarge = (what: string) =>
  new AppError('PAYLOAD_TOO_LARGE', `This file is too large to print: ${what}.`, [`file: ${what}`]);

/**
 * Reads the header only (no pixel is decoded): a real image, no larger than the largest print at the
 * lab's resolution (so a decompression bomb is refused before any decoding), and whether it carries a
 * colour profile.
 */
async function inspect(file: string) {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_PRINT_SOURCE_PIXELS) {
    throw tooLarge(
      `must be at most ${Math.floor(MAX_PRINT_SOURCE_PIXELS / 1e6)} megapixels, the largest print at its resolution`,
    );
  }
  return { hasProfile: !!meta.icc };
}

/**
 * Turns the draft's file into the print-ready JPEG (and a preview). The file is checked by its
 * content: not an image 415, too large 413 (an uploaded file that fails is deleted). Converting
 * again answers the same draft.
 */
export async function convertDraft(options: {
  deps: Pick<Deps, 'db' | 'blobs'>;
  user: Caller;
  draftId: string;
}): Promise<PrintDraft> {
  const { deps } = options;
  const { db, blobs } = deps;
  const draft = await selectDraft(db, options.draftId, ownerFilter(options.user));
  if (!draft) throw notFound('Print draft');
  if (draft.convertedAt) return presentDraft(blobs, draft);
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
  const jpeg = await tempFile('.jpg');
  const preview = await tempFile('.jpg');
  try {
    if (!sniffScanType(source.head)) {
      await discard();
      throw notAnImage();
    }
    let checked;
    try {
      checked = await inspect(source.path);
    } catch (error) {
      await discard();
      throw error;
    }
    // A hosted frame prints the way the member turned it in the library.
    const scan =
      draft.scanId === null || draft.userId === null ? undefined : await selectScan(db, draft.userId, draft.scanId);
    let made;
    try {
      made = await makePrintJpeg(source.path, jpeg.path, checked.hasProfile, scan?.rotation ?? 0);
      await makePreview(jpeg.path, preview.path);
    } catch {
      // The header read, the pixels did not: a damaged file.
      await discard();
      throw notAnImage();
    }
    const folder = `prints/drafts/${draft.userId}/${draft.draftId}`;
    const keys = { jpegKey: `${folder}/print.jpg`, previewKey: `${folder}/preview.jpg` };
    await storeFile(blobs, keys.jpegKey, jpeg.path, 'image/jpeg');
    await storeFile(blobs, keys.previewKey, preview.path, 'image/jpeg');
    const row: DraftRow = await updateDraft(db, draft.id, {
      ...keys,
      width: made.width,
      height: made.height,
      colourProfile: made.profile,
      convertedAt: new Date(),
    });
    return presentDraft(blobs, row);
  } finally {
    await Promise.all([source.remove(), jpeg.remove(), preview.remove()]);
  }
}
