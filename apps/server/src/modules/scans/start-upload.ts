import { randomBytes } from 'node:crypto';
import type { StartUpload } from '@filmlab/api';
import type { ScanFileType } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { lockRoll } from '../rolls/roll-service.js';
import { extensionOf } from './image-type.js';
import { presentScan } from './present-scan.js';
import { insertScan, nextPosition } from './store.js';

/** Time to send a large TIFF over a slow line. */
export const UPLOAD_LINK_SECONDS = 3600;

/**
 * Starts a frame's upload (spec 7: POST .../pick-ups/{pickUpId}/film-rolls/{rollId}/scans): the scan
 * is kept as UPLOADING, numbered after the roll's last frame, and the answer carries a link to PUT
 * the file to (the local store's signed link, or an S3 presigned URL). finish-upload checks it.
 */
export async function startUpload(options: {
  db: Db;
  blobs: BlobStore;
  /** Signs the full-size files' links (present-scan.ts). */
  secret: string;
  userId: number;
  /** The roll's pick-up as the path names it (null: a roll of no pick-up, as a station finds it). */
  pickUpId: number | null;
  rollId: number;
  fileType: ScanFileType;
  /** The file's SHA-256 as the sender declares it (a scanning station); finishing checks it. */
  sha256?: string;
  /** False for a scanning station: its PUT needs no CORS rule on an S3 bucket. */
  browser?: boolean;
  body: { filmRollId?: number | undefined; name?: string | undefined; description: string } | null | undefined;
}): Promise<StartUpload> {
  const { db, blobs, userId, rollId, fileType } = options;
  const body = options.body ?? { description: '' };
  if (body.filmRollId !== undefined && body.filmRollId !== rollId) {
    throw new AppError('BAD_REQUEST', 'The roll does not match the upload path', [
      'filmRollId: must be the roll of the path',
    ]);
  }
  const folder = `scans/${userId}/${rollId}/${randomBytes(9).toString('base64url')}`;
  const scan = await db.transaction(async (tx) => {
    const roll = await lockRoll(tx, userId, rollId);
    if (!roll || roll.pickUpId !== options.pickUpId) throw notFound('Roll');
    const position = await nextPosition(tx, rollId);
    return insertScan(tx, {
      filmRollId: rollId,
      customerId: userId,
      name: body.name ?? `Frame ${position}`,
      description: body.description,
      position,
      status: 'UPLOADING',
      contentType: fileType,
      hiResKey: `${folder}/hi.${extensionOf[fileType]}`,
      sha256: options.sha256 ?? null,
    });
  });
  return {
    scan: await presentScan({ blobs, secret: options.secret }, scan, { tags: [], locations: [] }),
    upload: await uploadLinkFor(blobs, scan.hiResKey as string, fileType, options.browser ?? true),
  };
}

/** The write link of a pending frame's file (a station asks again for one it did not finish). */
export async function uploadLinkFor(
  blobs: BlobStore,
  key: string,
  fileType: string,
  browser = true,
): Promise<StartUpload['upload']> {
  const url = await blobs.uploadUrl(key, { contentType: fileType, expiresInSeconds: UPLOAD_LINK_SECONDS, browser });
  return {
    url,
    method: 'PUT',
    headers: { 'content-type': fileType },
    expiresAt: new Date(Date.now() + UPLOAD_LINK_SECONDS * 1000).toISOString(),
  };
}
