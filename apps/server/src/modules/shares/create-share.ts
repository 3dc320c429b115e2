import type { ScanShare } from '@filmlab/api';
import { shareExpiresAt, type ShareExpiryChoice } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { selectUploadedScansOf } from '../scans/scan-service.js';
import { presentShare, thumbnailLink } from './present-share.js';
import { codeHintOf, hashShareCode, newShareCode, sharePageUrl } from './share-code.js';
import { insertShare } from './store.js';

/**
 * GET /users/{id}/scans/share: a new link to some of the member's scans. Every scan must be the
 * member's; one that is not reads as missing, like any other user's scan.
 */
export async function createShare(options: {
  db: Db;
  blobs: BlobStore;
  publicUrl: string;
  userId: number;
  scanIds: number[];
  expiresInDays: ShareExpiryChoice;
  allowDownload: boolean;
  /** Files downloaded through the link carry the member's tags, places and notes (with downloads only). */
  includeDetails: boolean;
  now?: Date;
}): Promise<ScanShare> {
  const { db, blobs, userId, scanIds } = options;
  const now = options.now ?? new Date();
  const found = await selectUploadedScansOf(db, userId, scanIds);
  const foundIds = new Set(found.map((scan) => scan.id));
  const missing = scanIds.filter((id) => !foundIds.has(id));
  if (missing.length > 0) {
    throw new AppError(
      'NOT_FOUND',
      'Some of these scans were not found',
      missing.slice(0, 20).map((id) => `scanIds: scan ${id} not found`),
    );
  }
  const code = newShareCode();
  const share = await db.transaction((tx) =>
    insertShare(
      tx,
      {
        code: hashShareCode(code),
        codeHint: codeHintOf(code),
        userId,
        expiresAt: shareExpiresAt(options.expiresInDays, now),
        allowDownload: options.allowDownload,
        includeDetails: options.allowDownload && options.includeDetails,
        createdAt: now,
      },
      scanIds,
    ),
  );
  const first = found.find((scan) => scan.id === scanIds[0]);
  return presentShare(share, {
    now,
    url: sharePageUrl(options.publicUrl, code),
    scanCount: scanIds.length,
    thumbnail: await thumbnailLink(blobs, first?.thumbnailKey),
  });
}
