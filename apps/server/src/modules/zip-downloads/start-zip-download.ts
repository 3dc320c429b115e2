import type { StartZipDownloadBody, ZipDownload } from '@filmlab/api';
import { ZIP_DOWNLOADS_AT_ONCE } from '@filmlab/domain';
import type { EventBus } from '../../adapters/events/event-bus.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { presentZipDownload, publishZipEvent } from './present-zip-download.js';
import { lockAccount } from '../users/service.js';
import { countActive, insertZipDownload } from './store.js';
import { planZip, type ZipTarget } from './zip-plan.js';

export function targetOf(body: StartZipDownloadBody): ZipTarget {
  if (body.pickUpId !== undefined) return { kind: 'PICK_UP', pickUpId: body.pickUpId };
  if (body.rollId !== undefined) return { kind: 'ROLL', rollId: body.rollId };
  return { kind: 'SCANS', scanIds: [...new Set(body.scanIds ?? [])] };
}

export const tooManyMessage = `You already have ${ZIP_DOWNLOADS_AT_ONCE} zip downloads being made. Wait for one to finish, then try again.`;

/**
 * POST /users/{id}/zip-downloads: checks what is asked is the user's and has frames, then queues
 * the zip and its job in one transaction. A sixth zip while five are being made is refused (429)
 * rather than queued: the member sees why at once, and one member cannot fill the lab's queue.
 */
export async function startZipDownload(options: {
  db: Db;
  jobs: JobQueue;
  events: EventBus;
  secret: string;
  userId: number;
  body: StartZipDownloadBody;
}): Promise<ZipDownload> {
  const { db, userId } = options;
  const target = targetOf(options.body);
  const plan = await planZip(db, userId, target);
  if (plan.entries.length === 0) {
    throw new AppError('CONFLICT', 'There are no frames to zip yet. We’ll e-mail you when your scans are ready.');
  }
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if ((await countActive(tx, userId)) >= ZIP_DOWNLOADS_AT_ONCE) {
      // No field is wrong, so no field errors: the message is what the member reads.
      throw new AppError('TOO_MANY_REQUESTS', tooManyMessage);
    }
    const inserted = await insertZipDownload(tx, {
      userId,
      kind: target.kind,
      pickUpId: target.kind === 'PICK_UP' ? target.pickUpId : null,
      rollId: target.kind === 'ROLL' ? target.rollId : null,
      scanIds: target.kind === 'SCANS' ? target.scanIds : null,
      fileName: plan.fileName,
      bytesTotal: plan.bytesTotal,
      frameCount: plan.entries.length,
    });
    await options.jobs.send(JOB_TYPES.buildZip, { zipDownloadId: inserted.id }, { db: tx });
    return inserted;
  });
  await publishZipEvent(options.events, row).catch(() => undefined);
  return presentZipDownload(row, options.secret);
}
