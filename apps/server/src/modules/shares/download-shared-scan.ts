import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { scanFileName, signScanFileLink } from '../scans/scan-file-link.js';
import { selectRollById } from '../rolls/roll-service.js';
import { selectUploadedScansOf } from '../scans/scan-service.js';
import { openShare } from './open-share.js';
import { shareHoldsScan } from './store.js';

/**
 * A download link lives long enough to start the download (the page navigates to it at once), not
 * to be passed around or to outlive a share its member revokes: under a minute.
 */
export const DOWNLOAD_LINK_SECONDS = 45;

/**
 * A shared frame at full size with its film data written in, when the member allowed downloads; a
 * view-only link refuses. The member's tags, places and notes go into the file only if the member
 * chose so when sharing (the share page shows none of them).
 */
export async function downloadSharedScan(options: {
  db: Db;
  secret: string;
  code: string;
  scanId: number;
}): Promise<{ url: string; fileName: string }> {
  const { db, scanId } = options;
  const share = await openShare(db, options.code);
  if (!(await shareHoldsScan(db, share.id, scanId))) throw notFound('Scan');
  if (!share.allowDownload) {
    throw new AppError('FORBIDDEN', 'This link is view-only: its owner has not allowed downloads', [
      'code: the link is view-only',
    ]);
  }
  const [scan] = await selectUploadedScansOf(db, share.userId, [scanId]);
  if (!scan?.hiResKey) throw notFound('Scan');
  const roll = await selectRollById(db, scan.filmRollId);
  const fileName = scanFileName(roll, scan.position, scan.contentType);
  const scope = share.includeDetails ? 'full' : 'film';
  return { url: signScanFileLink(options.secret, scan.id, fileName, DOWNLOAD_LINK_SECONDS, { scope }), fileName };
}
