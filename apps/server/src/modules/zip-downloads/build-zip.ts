import { randomBytes } from 'node:crypto';
import { ZIP_DOWNLOAD_LIFETIME_DAYS } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { EventBus } from '../../adapters/events/event-bus.js';
import type { Db } from '../../db/client.js';
import { splitJpegWithFilmData } from '../film-data/jpeg-with-film-data.js';
import { loadFilmData } from '../film-data/load-film-data.js';
import { publishZipEvent } from './present-zip-download.js';
import { readInTurns } from '../../read-in-turns.js';
import { claimZipDownload, updateZipDownload, type ZipDownloadRow } from './store.js';
import { layoutZip, ZIP_LAYOUT_SUFFIX, type ZipInput } from './zip-layout.js';
import { planZip, type ZipTarget } from './zip-plan.js';

/** Progress is written and published at most this often. */
export const PROGRESS_EVERY_MS = 250;
const DAY_MS = 24 * 3600 * 1000;

function targetOfRow(row: ZipDownloadRow): ZipTarget {
  if (row.kind === 'ROLL' && row.rollId) return { kind: 'ROLL', rollId: row.rollId };
  if (row.kind === 'SCANS' && row.scanIds) return { kind: 'SCANS', scanIds: row.scanIds };
  return { kind: 'PICK_UP', pickUpId: row.pickUpId ?? 0 };
}

/**
 * The zips.build job: plans the zip again (frames may have changed since it was asked for), reads
 * every frame from the blob store once, writing its film data into each JPEG's header, and stores
 * the zip's layout (zip-layout.ts), reporting progress on the user's live feed as it goes.
 */
export async function buildZip(options: {
  db: Db;
  blobs: BlobStore;
  events: EventBus;
  labName: string;
  zipDownloadId: number;
  signal?: AbortSignal;
  now?: () => Date;
}): Promise<ZipDownloadRow | undefined> {
  const { db, blobs, events } = options;
  const now = options.now ?? (() => new Date());
  const claimed = await claimZipDownload(db, options.zipDownloadId);
  if (!claimed) return undefined;
  const openRead = blobs.openRead?.bind(blobs);
  if (!openRead) throw new Error('The blob store cannot stream files');
  const localFile = blobs.localFile?.bind(blobs);

  const plan = await planZip(db, claimed.userId, targetOfRow(claimed));
  const film = await loadFilmData(
    db,
    options.labName,
    plan.entries.map((entry) => entry.scan),
  );
  const bytesTotal = Math.max(1, plan.bytesTotal);
  let row = (await updateZipDownload(db, claimed.id, { bytesTotal, frameCount: plan.entries.length })) ?? claimed;
  await publishZipEvent(events, row).catch(() => undefined);

  let bytesDone = 0;
  let lastReport = Date.now();
  let reporting: Promise<void> = Promise.resolve();
  const report = () => {
    lastReport = Date.now();
    const progress = Math.min(99, Math.floor((bytesDone / bytesTotal) * 100));
    const changes = { bytesDone: Math.min(bytesDone, bytesTotal), progress };
    // One report at a time, so the row and the events never go backwards.
    reporting = reporting.then(async () => {
      row = (await updateZipDownload(db, claimed.id, changes)) ?? row;
      await publishZipEvent(events, row);
    });
    reporting.catch(() => undefined);
  };

  const entries: ZipInput[] = plan.entries.map(({ scan, path }) => ({
    path,
    date: scan.createdAt,
    async open() {
      const key = scan.hiResKey!;
      // Only the CRC is taken of these bytes (zip-layout.ts), so a file on this disk is read into
      // buffers used again; the header's bytes are copied out by the split before they are reused.
      const local = await localFile?.(key);
      const body = local
        ? await readInTurns(local)
        : ((await openRead(key))?.body as AsyncIterable<Buffer> | undefined);
      if (!body) throw new Error(`The file of scan ${scan.id} is missing`);
      const data = film.get(scan.id);
      if (scan.contentType !== 'image/jpeg' || !data)
        return { head: Buffer.alloc(0), source: { key, start: 0, chunks: body } };
      const split = await splitJpegWithFilmData(body, data);
      return { head: split.head, source: { key, start: split.restStart, chunks: split.rest } };
    },
  }));
  const layout = await layoutZip({
    entries,
    onInput: (bytes) => {
      bytesDone += bytes;
      if (Date.now() - lastReport >= PROGRESS_EVERY_MS) report();
    },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const key = `zips/${claimed.userId}/${claimed.id}-${randomBytes(6).toString('hex')}${ZIP_LAYOUT_SUFFIX}`;
  await blobs.put(key, Buffer.from(JSON.stringify(layout)), 'application/json');
  const size = layout.size;
  await reporting.catch(() => undefined);
  const finished = now();
  row =
    (await updateZipDownload(db, claimed.id, {
      status: 'DONE',
      progress: 100,
      bytesDone: bytesTotal,
      fileKey: key,
      sizeBytes: size,
      completedAt: finished,
      expiresAt: new Date(finished.getTime() + ZIP_DOWNLOAD_LIFETIME_DAYS * DAY_MS),
      error: null,
    })) ?? row;
  await publishZipEvent(events, row).catch(() => undefined);
  return row;
}
