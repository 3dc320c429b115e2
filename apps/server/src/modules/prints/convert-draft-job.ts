// The decoding of a print draft (its full-resolution print JPEG and its preview) runs in the job
// queue, never in a request: a large file takes seconds and, at the largest print, about 1.2 GB
// (print-image.ts). The memory bound: a process decodes one draft at a time, whatever the queue's
// concurrency, and only a file whose header passed inspectDraftFile (checked again here).
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { oneAtATime } from '../../one-at-a-time.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { selectScan } from '../scans/scan-service.js';
import { BlobMissingError, openBlobFile } from '../scans/spool-blob.js';
import { MAX_DRAFT_BYTES, inspectDraftFile } from './draft-file.js';
import { makePreview, makePrintJpeg, storeFile, tempFile } from './print-image.js';
import { selectDraft, updateDraft } from './store.js';

export const CONVERT_DRAFT_JOB = JOB_TYPES.convertPrintDraft;

/** Runs decodes of this process one after another: the largest one's memory at most, not one per worker. */
export const oneDecodeAtATime = oneAtATime();

/**
 * Converts the draft once: the print JPEG and preview stored and the draft marked converted, or,
 * when the file cannot be read as an image, the upload deleted and the draft marked failed.
 */
export async function decodeDraft(deps: Pick<Deps, 'db' | 'blobs'>, draftId: string): Promise<void> {
  const { db, blobs } = deps;
  const draft = await selectDraft(db, draftId, null);
  if (!draft || draft.convertedAt || draft.conversionFailedAt) return;
  const fail = async () => {
    // A hosted frame is the member's, not the draft's: only an upload is deleted.
    if (draft.scanId === null) await blobs.delete(draft.fileKey);
    await updateDraft(db, draft.id, { conversionFailedAt: new Date() });
  };
  let source;
  try {
    source = await openBlobFile(blobs, draft.fileKey, MAX_DRAFT_BYTES);
  } catch (error) {
    if (error instanceof BlobMissingError) return fail();
    throw error;
  }
  const jpeg = await tempFile('.jpg');
  const preview = await tempFile('.jpg');
  try {
    let made;
    try {
      const { hasProfile } = await inspectDraftFile(source.path);
      // A hosted frame prints the way the member turned it in the library.
      const scan =
        draft.scanId === null || draft.userId === null ? undefined : await selectScan(db, draft.userId, draft.scanId);
      made = await oneDecodeAtATime(async () => {
        const result = await makePrintJpeg(source.path, jpeg.path, hasProfile, scan?.rotation ?? 0);
        await makePreview(jpeg.path, preview.path);
        return result;
      });
    } catch {
      // Not an image after all, too large now, or the header read and the pixels did not: a damaged file.
      return fail();
    }
    const folder = `prints/drafts/${draft.userId}/${draft.draftId}`;
    const keys = { jpegKey: `${folder}/print.jpg`, previewKey: `${folder}/preview.jpg` };
    await storeFile(blobs, keys.jpegKey, jpeg.path, 'image/jpeg');
    await storeFile(blobs, keys.previewKey, preview.path, 'image/jpeg');
    await updateDraft(db, draft.id, {
      ...keys,
      width: made.width,
      height: made.height,
      colourProfile: made.profile,
      convertedAt: new Date(),
    });
  } finally {
    await Promise.all([source.remove(), jpeg.remove(), preview.remove()]);
  }
}

export function registerPrintJobs(deps: Deps) {
  deps.jobs.register(
    defineJob({
      type: CONVERT_DRAFT_JOB,
      payload: z.object({ draftId: z.string().min(1).max(64) }),
      maxAttempts: 3,
      backoffSeconds: 5,
      timeoutSeconds: 600,
      async run({ payload }) {
        await decodeDraft(deps, payload.draftId);
      },
    }),
  );
}
