import type { BlobObject, BlobStore } from '../../adapters/blobs/blob-store.js';
import { contentTypeForKey } from '../../adapters/blobs/blob-store.js';
import { AppError } from '../../errors.js';
import { Readable } from 'node:stream';
import { checkBlobLink, secondsLeft, type BlobLink } from './check-blob-link.js';

export interface ReadBlobResult extends BlobObject {
  /** How long a browser may keep it: never longer than the link is valid. */
  maxAgeSeconds: number;
  /** Types a browser may show in place; anything else is served as a download. */
  inline: boolean;
}

const inlineTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/json',
]);

/** Opens a file for a GET on a signed link made by the local blob store. */
export async function readBlob(options: { blobs: BlobStore; secret: string; link: BlobLink }): Promise<ReadBlobResult> {
  const { blobs, secret, link } = options;
  checkBlobLink(secret, 'get', link);
  let object: BlobObject | null;
  if (blobs.openRead) {
    object = await blobs.openRead(link.key);
  } else {
    const data = await blobs.get(link.key);
    object = data && { body: Readable.from(data), contentType: contentTypeForKey(link.key), size: data.length };
  }
  if (!object) throw new AppError('NOT_FOUND', 'File not found');
  const mediaType = object.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return {
    ...object,
    maxAgeSeconds: Math.min(secondsLeft(link.exp), 3600),
    inline: inlineTypes.has(mediaType),
  };
}
