import type { ZipDownload, ZipDownloadEvent } from '@filmlab/api';
import type { EventBus } from '../../adapters/events/event-bus.js';
import { publishUserEvent } from '../live-feed/user-events.js';
import { signZipFileLink } from './zip-file-link.js';
import type { ZipDownloadRow } from './store.js';

type Status = ZipDownload['status'];
type Kind = ZipDownload['kind'];

export function presentZipDownload(row: ZipDownloadRow, secret: string): ZipDownload {
  const ready = row.status === 'DONE' && row.fileKey !== null;
  return {
    id: row.id,
    kind: row.kind as Kind,
    pickUpId: row.pickUpId,
    rollId: row.rollId,
    fileName: row.fileName,
    status: row.status as Status,
    progress: row.progress,
    bytesDone: row.bytesDone,
    bytesTotal: row.bytesTotal,
    frameCount: row.frameCount,
    sizeBytes: row.sizeBytes,
    downloadUrl: ready ? signZipFileLink(secret, row.id, row.fileName, row.expiresAt) : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The live-feed event of a zip's state: figures and ids only, the browser fetches the link itself. */
export function zipEventOf(row: ZipDownloadRow): ZipDownloadEvent {
  return {
    type: 'zip-download',
    zipDownloadId: row.id,
    status: row.status as Status,
    progress: row.progress,
    bytesDone: row.bytesDone,
    bytesTotal: row.bytesTotal,
  };
}

/** Tells the user's sockets, on every app process, how the zip stands. */
export function publishZipEvent(events: EventBus, row: ZipDownloadRow): Promise<void> {
  return publishUserEvent(events, row.userId, zipEventOf(row));
}
