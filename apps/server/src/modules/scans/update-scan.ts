import type { Scan } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { labelsOf } from '../tags/tag-service.js';
import { presentScan } from './present-scan.js';
import { selectScan, updateScanRow } from './store.js';

/** Renames and describes a scan; only the fields sent change. */
export async function updateScan(options: {
  db: Db;
  blobs: BlobStore;
  /** Signs the full-size files' links (present-scan.ts). */
  secret: string;
  userId: number;
  scanId: number;
  changes: { name?: string | undefined; description?: string | undefined };
}): Promise<Scan> {
  const { db, blobs, userId, scanId } = options;
  const scan = await selectScan(db, userId, scanId);
  if (!scan || scan.status === 'UPLOADING') throw notFound('Scan');
  const changes = Object.fromEntries(Object.entries(options.changes).filter(([, value]) => value !== undefined));
  const row = Object.keys(changes).length ? await updateScanRow(db, scanId, changes) : scan;
  const labels = await labelsOf(db, 'scan', [scanId]);
  return presentScan({ blobs, secret: options.secret }, row, {
    tags: labels.tags.get(scanId) ?? [],
    locations: labels.locations.get(scanId) ?? [],
  });
}
