// The lab's side of TIFF unlocks: paid unlocks whose frame has no TIFF master yet. Staff get a link
// to upload the master, then mark the unlock done: the file is checked (a TIFF by its first bytes),
// the frame's TIFF becomes downloadable and the member is e-mailed through the mailer's outbox.
import { randomBytes } from 'node:crypto';
import type { TiffUnlockTask } from '@filmlab/api';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { selectRollById, selectRollsByIds } from '../rolls/roll-service.js';
import { sniffScanType } from '../scans/image-type.js';
import { selectFramesOf, selectScanById, setTiffMaster } from '../scans/scan-service.js';
import { UPLOAD_LINK_SECONDS } from '../scans/start-upload.js';
import { findAccountById, findAccountContacts } from '../users/service.js';
import { finishFrameUnlocks, selectPendingTasks, selectPendingUnlock, setMasterKey } from './store.js';

/** The lab's tasks: a page of paid unlocks, then their frames, rolls and members, each read once for the page. */
export async function listPendingUnlocks(deps: Pick<Deps, 'db'>): Promise<{ unlocks: TiffUnlockTask[] }> {
  const rows = await selectPendingTasks(deps.db);
  const scanIds = rows.map((row) => row.scanId);
  const memberIds = rows.map((row) => row.customerId);
  const [frames, members] = await Promise.all([
    selectFramesOf(deps.db, scanIds),
    findAccountContacts(deps.db, memberIds),
  ]);
  const frameOf = new Map(frames.map((frame) => [frame.id, frame]));
  const rolls = await selectRollsByIds(deps.db, [...new Set(frames.map((frame) => frame.filmRollId))]);
  const rollOf = new Map(rolls.map((roll) => [roll.id, roll]));
  return {
    unlocks: rows.flatMap((row) => {
      const frame = frameOf.get(row.scanId);
      const roll = frame && rollOf.get(frame.filmRollId);
      const member = members.get(row.customerId);
      if (!frame || !roll || !member) return [];
      return [
        {
          id: row.id,
          scanId: row.scanId,
          frame: frame.position,
          scanName: frame.name,
          roll: { id: roll.id, name: roll.name ?? `Roll ${roll.id}` },
          member: { id: row.customerId, name: `${member.firstName} ${member.lastName}`.trim(), email: member.email },
          size: row.size,
          paidAt: row.paidAt!.toISOString(),
          uploadStarted: row.masterKey !== null,
        },
      ];
    }),
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

/** Frame, roll and member of a scan, for the e-mail. */
async function frameForMail(db: Deps['db'], scanId: number) {
  const scan = await selectScanById(db, scanId);
  const roll = scan && (await selectRollById(db, scan.filmRollId));
  const member = scan && (await findAccountById(db, scan.customerId));
  if (!scan || !roll || !member) return undefined;
  return {
    frame: scan.position,
    rollId: roll.id,
    rollName: roll.name,
    customerId: member.id,
    firstName: member.firstName,
    email: member.email,
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
  const finished = await deps.db.transaction(async (tx: Tx) => {
    await setTiffMaster(tx, unlock.scanId, key, now);
    return finishFrameUnlocks(tx, unlock.scanId, now);
  });
  if (finished.length === 0) return [];
  const frame = await frameForMail(deps.db, unlock.scanId);
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
