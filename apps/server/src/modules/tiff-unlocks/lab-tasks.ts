// The lab's side of TIFF unlocks: paid unlocks whose frame has no TIFF master yet. Staff get a link
// to upload the master, then mark the unlock done: the file is checked (a TIFF by its first bytes),
// the frame's TIFF becomes downloadable and the member is e-mailed through the mailer's outbox.
import { randomBytes } from 'node:crypto';
import type { TiffUnlockTask } from '@filmlab/api';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { sniffScanType } from '../scans/image-type.js';
import { UPLOAD_LINK_SECONDS } from '../scans/start-upload.js';
import { finishFrame, selectPendingTasks, selectPendingUnlock, selectScanForMail, setMasterKey } from './store.js';

export async function listPendingUnlocks(deps: Pick<Deps, 'db'>): Promise<{ unlocks: TiffUnlockTask[] }> {
  const rows = await selectPendingTasks(deps.db);
  return {
    unlocks: rows.map((row) => ({
      id: row.id,
      scanId: row.scanId,
      frame: row.frame,
      scanName: row.scanName,
      roll: { id: row.rollId, name: row.rollName ?? `Roll ${row.rollId}` },
      member: { id: row.memberId, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
      size: row.size,
      paidAt: row.paidAt!.toISOString(),
      uploadStarted: row.masterKey !== null,
    })),
  };
}

export async function startMasterUpload(options: { deps: Pick<Deps, 'db' | 'blobs'>; unlockId: number }) {
  const { deps, unlockId } = options;
  const unlock = await selectPendingUnlock(deps.db, unlockId);
  if (!unlock) throw notFound('Unlock');
  const key = `tiffs/${unlock.customerId}/${unlock.scanId}/${randomBytes(9).toString('base64url')}.tif`;
  await setMasterKey(deps.db, unlock.id, key);
  const url = await deps.blobs.uploadUrl(key, { contentType: 'image/tiff', expiresInSeconds: UPLOAD_LINK_SECONDS });
  return {
    upload: {
      url,
      method: 'PUT' as const,
      headers: { 'content-type': 'image/tiff' },
      expiresAt: new Date(Date.now() + UPLOAD_LINK_SECONDS * 1000).toISOString(),
    },
  };
}

const NO_FILE = 'Upload the TIFF master to the upload link first.';

/** The first bytes of a stored file, without reading all of a large TIFF. */
async function headOf(blobs: Deps['blobs'], key: string): Promise<Buffer | null> {
  if (!blobs.openRead) return (await blobs.get(key))?.subarray(0, 8) ?? null;
  const file = await blobs.openRead(key, { start: 0, end: 7 });
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function finishUnlock(options: {
  deps: Pick<Deps, 'db' | 'blobs' | 'mailer' | 'config'>;
  unlockId: number;
  now?: Date;
}): Promise<number[]> {
  const { deps, unlockId } = options;
  const now = options.now ?? new Date();
  const unlock = await selectPendingUnlock(deps.db, unlockId);
  if (!unlock) throw notFound('Unlock');
  const key = unlock.masterKey;
  const head = key ? await headOf(deps.blobs, key) : null;
  if (!key || !head) throw new AppError('CONFLICT', NO_FILE, [`unlockId: ${NO_FILE}`]);
  if (sniffScanType(head) !== 'image/tiff') {
    const problem = 'The uploaded file is not a TIFF. Upload the TIFF master again.';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', problem, [`file: ${problem}`]);
  }
  const finished = await deps.db.transaction((tx: Tx) => finishFrame(tx, unlock.scanId, key, now));
  if (finished.length === 0) return [];
  const frame = await selectScanForMail(deps.db, unlock.scanId);
  if (!frame) return [];
  const rollUrl = `${deps.config.publicUrl}/users/${frame.customerId}/rolls/${frame.rollId}`;
  await deps.mailer.send({
    to: frame.email,
    subject: `Your TIFF is ready (${frame.rollName ?? 'your roll'}, frame ${frame.frame})`,
    text: [
      `Hi ${frame.firstName},`,
      '',
      `The 16-bit TIFF of frame ${frame.frame} of ${frame.rollName ?? 'your roll'} is ready to download:`,
      rollUrl,
    ].join('\n'),
  });
  return [frame.customerId];
}
