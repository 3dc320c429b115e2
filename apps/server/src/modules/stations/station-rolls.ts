// What a scanning station may do with a roll it names by its code: read its frames' checksums,
// upload frames (the hosted-scans upload, with the checksum declared first so a restart resumes
// instead of sending twice), and add the scanned and synced events.
import type { StationRoll, StationUpload } from '@filmlab/api';
import { orderNumber, rollEventProblem, type ScanFileType } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import type { StationCaller } from '../../http/session-user.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { addRollsEvent } from '../development-orders/add-rolls-event.js';
import { selectRollByCode } from '../rolls/roll-service.js';
import { finishUpload } from '../scans/finish-upload.js';
import { startUpload, uploadLinkFor } from '../scans/start-upload.js';
import { selectRollFrames, selectScanById, selectScanBySha, type ScanRecord } from '../scans/scan-service.js';
import { isUniqueViolation } from '../../db/db-errors.js';

async function rollOfCode(db: Db, code: string) {
  const roll = await selectRollByCode(db, code);
  if (!roll) throw new AppError('NOT_FOUND', `No roll has the code ${code}`, [`code: no roll has the code ${code}`]);
  return roll;
}

const frameOf = (scan: Pick<ScanRecord, 'id' | 'position' | 'status' | 'sha256'>) => ({
  scanId: scan.id,
  frame: scan.position,
  status: scan.status,
  sha256: scan.sha256,
});

export async function readStationRoll(options: { db: Db; code: string }): Promise<StationRoll> {
  const roll = await rollOfCode(options.db, options.code);
  return {
    code: options.code,
    rollId: roll.id,
    orderNumber: roll.orderId === null ? null : orderNumber(roll.orderId),
    status: roll.status,
    frames: await selectRollFrames(options.db, roll.id),
  };
}

/**
 * A frame whose checksum the roll already has is not sent again (upload null); one started and not
 * finished gets a fresh link to the same file. Otherwise it is a new upload, numbered after the
 * roll's last frame, holding the declared checksum, which finishing checks against the file.
 */
export async function startStationUpload(options: {
  db: Db;
  blobs: BlobStore;
  secret: string;
  code: string;
  fileType: ScanFileType;
  sha256: string;
}): Promise<StationUpload> {
  const { db, blobs, sha256 } = options;
  const roll = await rollOfCode(db, options.code);
  for (let attempt = 0; ; attempt++) {
    const existing = await selectScanBySha(db, roll.id, sha256);
    if (existing && existing.status !== 'UPLOADING') return { frame: frameOf(existing), upload: null };
    if (existing?.hiResKey) {
      const upload = await uploadLinkFor(blobs, existing.hiResKey, existing.contentType, false);
      return { frame: frameOf(existing), upload };
    }
    try {
      const started = await startUpload({
        db,
        blobs,
        secret: options.secret,
        userId: roll.customerId,
        pickUpId: roll.pickUpId,
        rollId: roll.id,
        fileType: options.fileType,
        sha256,
        browser: false,
        body: null,
      });
      return {
        frame: { scanId: started.scan.id, frame: started.scan.frame, status: 'UPLOADING', sha256 },
        upload: started.upload,
      };
    } catch (error) {
      // The same file started by a second call meanwhile: answer as that one.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}

export async function finishStationUpload(options: {
  db: Db;
  blobs: BlobStore;
  secret: string;
  jobs: JobQueue;
  code: string;
  scanId: number;
  maxBytes: number;
}) {
  const { db } = options;
  const roll = await rollOfCode(db, options.code);
  const scan = await selectScanById(db, options.scanId);
  if (!scan || scan.filmRollId !== roll.id) throw notFound('Scan');
  // The declared checksum is checked before anything else: a damaged file keeps its frame's place.
  const checked = await finishUpload({ ...options, userId: roll.customerId, expectedSha256: scan.sha256 });
  const row = await selectScanById(db, checked.id);
  if (!row) throw notFound('Scan');
  return { frame: frameOf(row) };
}

/** A roll already at or past the step answers as it is, so a station that retries adds nothing. */
export async function addStationRollEvent(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'shipping' | 'events'>;
  station: StationCaller;
  code: string;
  event: 'SCANNED' | 'SYNCED';
}): Promise<StationRoll> {
  const { deps, code, event } = options;
  const roll = await rollOfCode(deps.db, code);
  if (rollEventProblem(roll.status, event) === null) {
    if (roll.orderId === null) {
      throw new AppError('CONFLICT', 'This roll is on no order, so it takes no roll events', ['code: is on no order']);
    }
    await addRollsEvent({
      deps,
      orderId: roll.orderId,
      event,
      rollIds: [roll.id],
      actorId: options.station.createdById,
      note: `Scanning station “${options.station.name}”`,
    });
  }
  return readStationRoll({ db: deps.db, code });
}
