import type { Scan } from '@filmlab/api';
import { rotateBy, type ScanRotation } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { labelsOf } from '../tags/tag-service.js';
import { presentScan } from './present-scan.js';
import { lockScan, updateScanRow } from './store.js';

/**
 * Turns a scan clockwise by 90, 180 or 270 degrees. The hi-res stays as uploaded; the scan is
 * PROCESSING until its derivatives are made again (new file names, so no browser shows an old one)
 * by a job sent in the same transaction. Until then the old derivatives are shown.
 */
export async function rotateScan(options: {
  db: Db;
  blobs: BlobStore;
  /** Signs the full-size files' links (present-scan.ts). */
  secret: string;
  jobs: JobQueue;
  userId: number;
  scanId: number;
  degrees: 90 | 180 | 270;
}): Promise<Scan> {
  const { db, blobs, jobs, userId, scanId, degrees } = options;
  const row = await db.transaction(async (tx) => {
    const scan = await lockScan(tx, userId, scanId);
    if (!scan || scan.status === 'UPLOADING') throw notFound('Scan');
    const updated = await updateScanRow(tx, scanId, {
      rotation: rotateBy(scan.rotation as ScanRotation, degrees),
      derivativesVersion: scan.derivativesVersion + 1,
      status: 'PROCESSING',
    });
    await jobs.send(JOB_TYPES.makeDerivatives, { scanId }, { db: tx, singletonKey: `scan:${scanId}` });
    return updated;
  });
  const labels = await labelsOf(db, 'scan', [scanId]);
  return presentScan({ blobs, secret: options.secret }, row, {
    tags: labels.tags.get(scanId) ?? [],
    locations: labels.locations.get(scanId) ?? [],
  });
}
