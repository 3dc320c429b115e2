import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { deleteRollScans, fileKeys } from '../scans/scan-service.js';
import { lockRoll } from '../rolls/roll-service.js';
import { refreshSearchText } from '../tags/tag-service.js';

/**
 * Staff: deletes every scan of a roll (a roll scanned again, or uploaded to the wrong roll). The
 * rows go now; their files are deleted by a job sent in the same transaction, so none is left behind.
 */
export async function clearScans(options: {
  db: Db;
  jobs: JobQueue;
  userId: number;
  rollId: number;
}): Promise<{ deleted: number }> {
  const { db, jobs, userId, rollId } = options;
  return db.transaction(async (tx) => {
    if (!(await lockRoll(tx, userId, rollId))) throw notFound('Roll');
    const deleted = await deleteRollScans(tx, rollId);
    const keys = fileKeys(deleted);
    if (keys.length) await jobs.send(JOB_TYPES.deleteFiles, { keys }, { db: tx });
    await refreshSearchText(tx, { rollIds: [rollId] });
    return { deleted: deleted.length };
  });
}
