import type { ScanShareList } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { selectUploadedScansOf } from '../scans/scan-service.js';
import { presentShare, thumbnailLink } from './present-share.js';
import { selectSharesOf } from './store.js';

/** The member's links, newest first, each with its status and first frame; never the code itself. */
export async function listShares(options: { db: Db; blobs: BlobStore; userId: number }): Promise<ScanShareList> {
  const { db, blobs, userId } = options;
  const now = new Date();
  const shares = await selectSharesOf(db, userId);
  const firstIds = shares.flatMap((share) => (share.firstScanId === null ? [] : [share.firstScanId]));
  const firsts = new Map((await selectUploadedScansOf(db, userId, [...new Set(firstIds)])).map((s) => [s.id, s]));
  return {
    shares: await Promise.all(
      shares.map(async (share) =>
        presentShare(share, {
          now,
          url: null,
          scanCount: share.scanCount,
          thumbnail: await thumbnailLink(
            blobs,
            share.firstScanId === null ? null : firsts.get(share.firstScanId)?.thumbnailKey,
          ),
        }),
      ),
    ),
  };
}
