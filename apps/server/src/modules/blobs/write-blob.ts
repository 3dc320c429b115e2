import type { Readable } from 'node:stream';
import { BlobTooLargeError, type BlobStore } from '../../adapters/blobs/blob-store.js';
import { AppError } from '../../errors.js';
import { checkBlobLink, type BlobLink } from './check-blob-link.js';

/**
 * Largest file one signed upload link takes when the store writes it as it arrives: a 16-bit TIFF of
 * a 100-megapixel file for a fine-art print is 600 MB uncompressed, a medium-format scan more.
 */
export const maxBlobUploadBytes = 2 * 1024 * 1024 * 1024;
/** A store that can only take whole files holds the upload in memory first: a smaller limit. */
const maxBufferedUploadBytes = 512 * 1024 * 1024;

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', 'The file is too large', [`body: must be at most ${limit} bytes`]);

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
  const limit = blobs.putStream ? maxBlobUploadBytes : maxBufferedUploadBytes;
  if (options.contentLength !== undefined && options.contentLength > limit) throw tooLarge(limit);
  try {
    if (blobs.putStream) {
      return await blobs.putStream(link.key, options.body, { contentType: link.ct, maxBytes: maxBlobUploadBytes });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of options.body) {
      size += (chunk as Buffer).length;
      if (size > limit) throw new BlobTooLargeError(limit);
      chunks.push(chunk as Buffer);
    }
    await blobs.put(link.key, Buffer.concat(chunks), link.ct);
    return { size };
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(limit);
    throw error;
  }
}
