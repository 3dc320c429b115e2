import type { Scan } from '@filmlab/api';
import sharp from 'sharp';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { lockRoll } from '../rolls/roll-service.js';
import { labelsOf } from '../tags/tag-service.js';
import { sharpFormatOf, sniffScanType } from './image-type.js';
import { presentScan } from './present-scan.js';
import { BlobMissingError, SpoolTooLargeError, spoolBlob, type SpooledFile } from './spool-blob.js';
import { deleteScanRows, selectSameContent, selectScan, updateScanRow, type ScanRecord } from './store.js';
import { isUniqueViolation } from '../../db/db-errors.js';

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a JPEG, PNG or TIFF image.', [
    'file: must be a JPEG, PNG or TIFF image',
  ]);

const duplicate = (frame: { name: string; position: number }) =>
  new AppError('CONFLICT', `This frame is already in the roll as frame ${frame.position} (${frame.name}).`, [
    `file: is the same as frame ${frame.position} (${frame.name})`,
  ]);

/**
 * What sharp reads from the file's header: it must agree with the bytes and be a sane size. The size
 * is the upright frame's, as its EXIF orientation shows it (5 to 8 turn it a quarter), the frame the
 * derivatives are made of; the member's own rotation comes on top when the scan is presented.
 */
async function readImageSize(file: SpooledFile, type: keyof typeof sharpFormatOf) {
  try {
    const meta = await sharp(file.path, { limitInputPixels: 268_402_689 }).metadata();
    if (meta.format !== sharpFormatOf[type] || !meta.width || !meta.height) return null;
    return { width: meta.autoOrient.width, height: meta.autoOrient.height };
  } catch {
    return null;
  }
}

/**
 * Checks an uploaded frame: its size, its type by content (magic bytes, then sharp's reading of
 * the header) and its SHA-256, all from one streamed pass over the stored file. A file that fails,
 * or the same frame already in the roll, is deleted with its pending scan and reported. Otherwise
 * the scan is PROCESSING and its derivatives job is sent in the same transaction.
 */
export async function finishUpload(options: {
  db: Db;
  blobs: BlobStore;
  /** Signs the full-size files' links (present-scan.ts). */
  secret: string;
  jobs: JobQueue;
  userId: number;
  scanId: number;
  maxBytes: number;
  /**
   * The checksum the sender declared (a scanning station): a file that differs was damaged on the
   * way. Only the file is removed; the scan stays waiting for it, so sending it again keeps its frame
   * number.
   */
  expectedSha256?: string | null;
}): Promise<Scan> {
  const { db, blobs, jobs, userId, scanId, maxBytes } = options;
  const scan = await selectScan(db, userId, scanId);
  if (!scan || !scan.hiResKey) throw notFound('Scan');
  // A retried request after success answers the same.
  if (scan.status !== 'UPLOADING') return present(options, scan);

  const discard = async () => {
    await deleteScanRows(db, [scan.id]);
    await blobs.delete(scan.hiResKey as string);
  };
  let file: SpooledFile;
  try {
    file = await spoolBlob(blobs, scan.hiResKey, maxBytes);
  } catch (error) {
    if (error instanceof BlobMissingError) {
      throw new AppError('BAD_REQUEST', 'The file has not been uploaded yet.', [
        'file: was not sent to the upload link',
      ]);
    }
    if (error instanceof SpoolTooLargeError) {
      await discard();
      throw new AppError('PAYLOAD_TOO_LARGE', 'This file is too large.', [`file: must be at most ${maxBytes} bytes`]);
    }
    throw error;
  }
  try {
    if (options.expectedSha256 && file.sha256 !== options.expectedSha256) {
      await blobs.delete(scan.hiResKey);
      throw new AppError(
        'CONFLICT',
        'The file changed on the way: its checksum is not the one declared. Send it again.',
        ['sha256: does not match the uploaded file'],
      );
    }
    const type = sniffScanType(file.head);
    const size = type && (await readImageSize(file, type));
    if (!type || !size) {
      await discard();
      throw notAnImage();
    }
    // The upload link was signed for the declared type, and the file is served with it.
    if (type !== scan.contentType) {
      await discard();
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This file is ${type}, not ${scan.contentType} as declared.`, [
        `file: is ${type}, not ${scan.contentType}`,
      ]);
    }
    let updated: ScanRecord;
    try {
      updated = await db.transaction(async (tx) => {
        // One frame at a time per roll, so two copies of a file finishing together cannot both pass.
        await lockRoll(tx, userId, scan.filmRollId);
        const same = await selectSameContent(tx, scan.filmRollId, file.sha256, scan.id);
        if (same) throw duplicate(same);
        const row = await updateScanRow(tx, scan.id, {
          status: 'PROCESSING',
          sha256: file.sha256,
          sizeBytes: file.size,
          ...size,
        });
        await jobs.send(JOB_TYPES.makeDerivatives, { scanId: scan.id }, { db: tx, singletonKey: `scan:${scan.id}` });
        return row;
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        await discard();
        throw error;
      }
      if (isUniqueViolation(error)) {
        await discard();
        throw new AppError('CONFLICT', 'This frame is already in the roll.', ['file: is already in the roll']);
      }
      throw error;
    }
    return present(options, updated);
  } finally {
    await file.remove();
  }
}

async function present(options: { db: Db; blobs: BlobStore; secret: string }, row: ScanRecord): Promise<Scan> {
  const labels = await labelsOf(options.db, 'scan', [row.id]);
  return presentScan(options, row, {
    tags: labels.tags.get(row.id) ?? [],
    locations: labels.locations.get(row.id) ?? [],
  });
}
