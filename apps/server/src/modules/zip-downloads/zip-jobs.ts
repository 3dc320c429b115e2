import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { fileSettingsOf } from '../film-data/stream-scan-file.js';
import { withLabIdentity } from '../lab/lab-service.js';
import { buildZip, zipFramesPrefix } from './build-zip.js';
import { ZIP_LAYOUT_SUFFIX, type ZipLayout } from './zip-layout.js';
import { publishZipEvent } from './present-zip-download.js';
import { markExpired, selectExpired, updateZipDownload } from './store.js';

const FAILED_MESSAGE = 'We could not make this zip. Please try again, or write to us if it keeps failing.';

/** The zip downloads' job types: building a zip, and the hourly removal of expired ones. */
export function registerZipJobs(deps: Deps) {
  const { db, blobs, events, jobs, config } = deps;

  /** The zip's layout and the files it made itself (turned PNGs); the frames' own files stay. */
  async function deleteZipFiles(fileKey: string) {
    const stored = fileKey.endsWith(ZIP_LAYOUT_SUFFIX) ? await blobs.get(fileKey) : null;
    const prefix = zipFramesPrefix(fileKey);
    const parts = stored ? (JSON.parse(stored.toString('utf8')) as ZipLayout).parts : [];
    const made = new Set(parts.flatMap((part) => ('key' in part && part.key.startsWith(prefix) ? [part.key] : [])));
    await Promise.all([...made].map((key) => blobs.delete(key)));
    await blobs.delete(fileKey);
  }
  jobs.register(
    defineJob({
      type: JOB_TYPES.buildZip,
      payload: z.object({ zipDownloadId: z.number().int().positive() }),
      // Long enough to ride out a restart of the S3 store (config.zipRetry): three quick tries failed
      // a member's zip in a one-minute outage.
      maxAttempts: config.zipRetry.attempts,
      backoffSeconds: config.zipRetry.firstDelayMs / 1000,
      // A pick-up of many gigabytes from a slow bucket; the lease is renewed while it runs.
      timeoutSeconds: 6 * 3600,
      async run({ payload, attempt, maxAttempts, signal }) {
        try {
          await buildZip({
            db,
            blobs,
            events,
            // The lab's name and time zone as staff saved them go into each file's metadata.
            settings: fileSettingsOf((await withLabIdentity({ db, config, events })).config),
            zipDownloadId: payload.zipDownloadId,
            signal,
          });
        } catch (error) {
          if (attempt >= maxAttempts) {
            const row = await updateZipDownload(db, payload.zipDownloadId, { status: 'FAILED', error: FAILED_MESSAGE });
            if (row) await publishZipEvent(events, row).catch(() => undefined);
          }
          throw error;
        }
      },
    }),
  );
  jobs.register(
    defineJob({
      type: JOB_TYPES.expireZips,
      payload: z.object({}),
      async run() {
        for (;;) {
          const expired = await selectExpired(db, new Date());
          for (const row of expired) {
            // The row first: a link signed before can no longer find the file, then the file goes.
            if (row.fileKey && (await markExpired(db, row.id, row.fileKey))) await deleteZipFiles(row.fileKey);
          }
          if (expired.length < 200) break;
        }
      },
    }),
  );
  jobs.schedule(JOB_TYPES.expireZips, JOB_TYPES.expireZips, 3600);
}
