import type { Readable } from 'node:stream';
import { BlobTooLargeError, type BlobStore } from '../../adapters/blobs/blob-store.js';
import { AppError } from '../../errors.js';
import { checkBlobLink, type BlobLink } from './check-blob-link.js';

/** Largest file the local store accepts on one signed upload link (hi-res TIFF scans fit). */
export const maxBlobUploadBytes = 512 * 1024 * 1024;

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'The file is too large', [`body: must be at most ${maxBlobUploadBytes} bytes`]);

/**
 * Stores the body of a PUT on a signed upload link. The link fixes the key, the expiry and the
 * content type; the request must send that same content type.
 */
export async function writeBlob(options: {
  blobs: BlobStore;
  secret: string;
  link: BlobLink;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable;
}): Promise<{ size: number }> {
  const { blobs, link } = options;
  checkBlobLink(options.secret, 'put', link);
  if (!link.ct || mediaType(options.contentType) !== mediaType(link.ct)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The content type does not match the upload link', [
      `content-type: must be ${link.ct ?? 'the one the link was made for'}`,
    ]);
  }
  if (options.contentLength !== undefined && options.contentLength > maxBlobUploadBytes) throw tooLarge();
  try {
    if (blobs.putStream) {
      return await blobs.putStream(link.key, options.body, { contentType: link.ct, maxBytes: maxBlobUploadBytes });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of options.body) {
      size += (chunk as Buffer).length;
      if (size > maxBlobUploadBytes) throw new BlobTooLargeError(maxBlobUploadBytes);
      chunks.push(chunk as Buffer);
    }
    await blobs.put(link.key, Buffer.concat(chunks), link.ct);
    return { size };
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge();
    throw error;
  }
}
