import type { Readable } from 'node:stream';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { selectScanPage } from '../scans/scan-service.js';
import { selectRollById } from '../rolls/roll-service.js';
import { checkContactSheetLink } from './contact-sheet-link.js';
import { renderContactSheet } from './render-contact-sheet.js';

const ALL_FRAMES = 1000;

/** The PDF behind a signed contact sheet link: every ready frame of the roll, in frame order. */
export async function streamContactSheet(options: {
  db: Db;
  blobs: BlobStore;
  config: Pick<Config, 'authSecret' | 'labName'>;
  rollId: number;
  exp: number;
  sig: string;
}): Promise<{ body: Readable; fileName: string }> {
  const { db, blobs, config, rollId } = options;
  checkContactSheetLink(config.authSecret, rollId, options.exp, options.sig);
  const roll = await selectRollById(db, rollId);
  if (!roll) throw notFound('Roll');
  const scans = await selectScanPage(db, roll.customerId, { filmRollId: rollId, limit: ALL_FRAMES });
  const shown = scans.filter((scan) => scan.status !== 'FAILED');
  const first = shown[0];
  const aspect =
    first?.width && first.height ? Math.max(first.width, first.height) / Math.min(first.width, first.height) : 1.5;
  const film = [roll.brand, roll.model, roll.format, roll.process].filter(Boolean).join(' · ');
  return {
    fileName: `contact-sheet-roll-${rollId}.pdf`,
    body: renderContactSheet({
      blobs,
      aspect,
      roll: {
        title: roll.name ?? `${roll.brand} ${roll.model}`.trim(),
        film,
        date: roll.createdAt.toISOString().slice(0, 10),
        labName: config.labName,
      },
      frames: shown.map((scan) => ({ frame: scan.position, name: scan.name, key: scan.midResKey })),
    }),
  };
}
