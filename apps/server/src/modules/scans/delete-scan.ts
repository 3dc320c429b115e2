import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { lockRoll } from '../rolls/roll-service.js';
import { refreshSearchText } from '../tags/tag-service.js';
import { deleteScanRows, fileKeys, selectScan } from './store.js';

/** Deletes a frame (the path names its pick-up and roll); its files go by a job sent with it. */
export async function deleteScan(options: {
  db: Db;
  jobs: JobQueue;
  userId: number;
  pickUpId: number;
  rollId: number;
  scanId: number;
}): Promise<void> {
  const { db, jobs, userId, rollId, scanId } = options;
  await db.transaction(async (tx) => {
    const roll = await lockRoll(tx, userId, rollId);
    if (!roll || roll.pickUpId !== options.pickUpId) throw notFound('Scan');
    const scan = await selectScan(tx, userId, scanId);
    if (!scan || scan.filmRollId !== rollId) throw notFound('Scan');
    const deleted = await deleteScanRows(tx, [scanId]);
    const keys = fileKeys(deleted);
    if (keys.length) await jobs.send(JOB_TYPES.deleteFiles, { keys }, { db: tx });
    await refreshSearchText(tx, { rollIds: [rollId] });
  });
}
