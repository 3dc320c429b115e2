import type { ListScansQuery, ScanList } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { encodeCursor } from '../rolls/roll-service.js';
import { labelsOf } from '../tags/tag-service.js';
import { selectScanPage } from './list-store.js';
import { presentScans } from './present-scan.js';

/** A page of the member's scans with the cursor of the next one. */
export async function listScans(options: {
  db: Db;
  blobs: BlobStore;
  /** Signs the full-size files' links (present-scan.ts). */
  secret: string;
  userId: number;
  query: ListScansQuery;
}): Promise<ScanList> {
  const { db, blobs, userId, query } = options;
  const rows = await selectScanPage(db, userId, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const labels = await labelsOf(
    db,
    'scan',
    page.map((row) => row.id),
  );
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    nextCursor = query.filmRollId
      ? encodeCursor({ position: last.position, id: last.id })
      : encodeCursor({ at: last.createdKey, id: last.id });
  }
  return { scans: await presentScans({ blobs, secret: options.secret }, page, labels), nextCursor };
}
