import { randomBytes } from 'node:crypto';
import { ZIP_DOWNLOAD_LIFETIME_DAYS } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { EventBus } from '../../adapters/events/event-bus.js';
import type { Db } from '../../db/client.js';
import { loadFilmData } from '../film-data/load-film-data.js';
import { outgoingParts, storedFileOf } from '../film-data/outgoing-file.js';
import type { FileSettings } from '../film-data/stream-scan-file.js';
import { publishZipEvent } from './present-zip-download.js';
import { readForChecksum } from '../../read-for-checksum.js';
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

/** Where a zip keeps the files it made (a turned PNG), beside its layout; they go when it expires. */
export const zipFramesPrefix = (layoutKey: string) => `${layoutKey.slice(0, -ZIP_LAYOUT_SUFFIX.length)}-frames/`;

/**
 * The zips.build job: plans the zip again (frames may have changed since it was asked for), reads
 * every frame from the blob store once, each as it leaves the lab (film-data/outgoing-file.ts: a
 * JPEG's header with its film data and the member's rotation, a TIFF's orientation, a turned PNG
 * made anew and stored beside the zip), and stores the zip's layout (zip-layout.ts), reporting
 * progress on the user's live feed as it goes.
 */
export async function buildZip(options: {
  db: Db;
  blobs: BlobStore;
  events: EventBus;
  settings: FileSettings;
  zipDownloadId: number;
  signal?: AbortSignal;
  now?: () => Date;
}): Promise<ZipDownloadRow | undefined> {
  const { db, blobs, events } = options;
  const now = options.now ?? (() => new Date());
  const claimed = await claimZipDownload(db, options.zipDownloadId);
  if (!claimed) return undefined;
  if (!blobs.openRead) throw new Error('The blob store cannot stream files');
  const localFile = blobs.localFile?.bind(blobs);

  const plan = await planZip(db, claimed.userId, targetOfRow(claimed));
  const { settings } = options;
  const film = await loadFilmData(
    db,
    settings.labName,
    plan.entries.map((entry) => entry.scan),
  );
  const key = `zips/${claimed.userId}/${claimed.id}-${randomBytes(6).toString('hex')}${ZIP_LAYOUT_SUFFIX}`;
  const made: string[] = [];
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
      const stored = storedFileOf(blobs, scan.hiResKey!, scan.contentType);
      // Only the CRC is taken of these bytes (zip-layout.ts), so a file on this disk is read into
      // buffers used again; the header's bytes are copied out by the split before they are reused.
      const local = await localFile?.(stored.key);
      if (local) {
        stored.open = async () => {
          const body = await readForChecksum(local);
          if (!body) throw new Error(`The file of scan ${scan.id} is missing`);
          return body;
        };
      }
      const data = film.get(scan.id);
      const frame = data
        ? {
            film: data,
            rotation: scan.rotation,
            timeZone: settings.timeZone,
            keepScannerExif: settings.keepScannerExif,
          }
        : null;
      const parts = await outgoingParts(stored, frame);
      if (parts.kind === 'stored') {
        return {
          head: parts.head,
          source: { key: stored.key, start: parts.restStart, chunks: parts.rest },
          tail: parts.tail,
        };
      }
      const madeKey = `${zipFramesPrefix(key)}${scan.id}${path.slice(path.lastIndexOf('.'))}`;
      await blobs.put(madeKey, parts.bytes, scan.contentType);
      made.push(madeKey);
      const bytes = parts.bytes;
      const chunks = (async function* () {
        yield bytes;
      })();
      return { head: Buffer.alloc(0), source: { key: madeKey, start: 0, chunks } };
    },
  }));
  let layout;
  try {
    layout = await layoutZip({
      entries,
      onInput: (bytes) => {
        bytesDone += bytes;
        if (Date.now() - lastReport >= PROGRESS_EVERY_MS) report();
      },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    // A retry makes its own; these would be nobody's.
    await Promise.allSettled(made.map((madeKey) => blobs.delete(madeKey)));
    throw error;
  }
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
