import type { ScanShare } from '@filmlab/api';
import { shareStatus } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { signedLink } from '../scans/present-scan.js';
import type { ShareRow } from './store.js';

export function presentShare(
  share: ShareRow,
  extra: { now: Date; url: string | null; scanCount: number; thumbnail: string | null },
): ScanShare {
  return {
    id: share.id,
    url: extra.url,
    codeHint: share.codeHint,
    status: shareStatus(share, extra.now),
    allowDownload: share.allowDownload,
    includeDetails: share.includeDetails,
    expiresAt: share.expiresAt?.toISOString() ?? null,
    revokedAt: share.revokedAt?.toISOString() ?? null,
    createdAt: share.createdAt.toISOString(),
    scanCount: extra.scanCount,
    thumbnail: extra.thumbnail,
  };
}

export const thumbnailLink = (blobs: BlobStore, key: string | null | undefined) => signedLink(blobs, key ?? null);
