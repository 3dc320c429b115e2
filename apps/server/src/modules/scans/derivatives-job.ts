import { z } from 'zod';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { makeDerivatives } from './make-derivatives.js';
import { openBlobFile } from './spool-blob.js';
import { saveDerivatives, selectScanById, setScanStatus } from './store.js';

/** Derivative files sit beside the hi-res, named by the rotation version that made them. */
export function derivativeKeys(hiResKey: string, version: number) {
  const stem = hiResKey.replace(/\.[^./]+$/, '');
  return {
    thumbnailKey: `${stem}-thumb-v${version}.webp`,
    midResKey: `${stem}-mid-v${version}.jpg`,
    midResOptimizedKey: `${stem}-mid-v${version}.webp`,
  };
}

/**
 * scans.make-derivatives: the hi-res file is copied to local disk (sharp reads files by path
 * without holding them whole), the derivatives are made and stored, and the scan points at them
 * only if no rotation came in meanwhile. Running it twice does no harm. After its last failed try
 * the scan shows FAILED to the member, and the job's error to staff.
 */
export function derivativesJob(deps: {
  db: Db;
  blobs: BlobStore;
  changed?: (userId: number) => Promise<void>;
  /** Awaited before the image work (the app waits for arriving files to stop). */
  beforeWork?: () => Promise<void>;
}) {
  const { db, blobs } = deps;
  const changed = deps.changed ?? (async () => {});
  return defineJob({
    type: JOB_TYPES.makeDerivatives,
    payload: z.object({ scanId: z.number().int().positive() }),
    maxAttempts: 4,
    backoffSeconds: 15,
    timeoutSeconds: 300,
    async run({ payload, attempt, maxAttempts }) {
      const scan = await selectScanById(db, payload.scanId);
      // Deleted, or never checked: nothing to make.
      if (!scan || !scan.hiResKey || scan.status === 'UPLOADING') return;
      await deps.beforeWork?.();
      try {
        const file = await openBlobFile(blobs, scan.hiResKey, Number.MAX_SAFE_INTEGER);
        try {
          const made = await makeDerivatives(file.path, { rotation: scan.rotation });
          const keys = derivativeKeys(scan.hiResKey, scan.derivativesVersion);
          await Promise.all([
            blobs.put(keys.thumbnailKey, made.thumbnail, 'image/webp'),
            blobs.put(keys.midResKey, made.midRes, 'image/jpeg'),
            blobs.put(keys.midResOptimizedKey, made.midResOptimized, 'image/webp'),
          ]);
          const replaced = await saveDerivatives(db, scan.id, scan.derivativesVersion, {
            ...keys,
            thumbhash: made.thumbhash,
          });
          // A newer rotation's job makes its own files; these are nobody's.
          const unused = replaced ?? Object.values(keys);
          await Promise.all(unused.map((key) => blobs.delete(key)));
          if (replaced) await changed(scan.customerId);
        } finally {
          await file.remove();
        }
      } catch (error) {
        if (attempt >= maxAttempts) {
          await setScanStatus(db, scan.id, 'FAILED');
          await changed(scan.customerId);
        }
        throw error;
      }
    },
  });
}
