import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Transform } from 'node:stream';
import { BlobTooLargeError, type BlobStore, type ByteRange } from './blob-store.js';
import { AppError } from '../../errors.js';
import { isSafeBlobKey } from './local-blob-store.js';
import { checkBucket, ensureCors } from './s3-start-check.js';
import { readLinkExpiry, readLinkStep } from './signing.js';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, Backblaze ...); AWS itself when absent. */
  endpoint?: string | undefined;
  /** Bucket in the path instead of the host name; most S3-compatible stores want it. */
  forcePathStyle?: boolean;
  /** From the standard AWS variables and profiles when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/** An S3-compatible bucket; the browser reads and writes through presigned URLs (SigV4 in the query). */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer at all fails in seconds, not at the system's TCP timeout.
    requestHandler: { connectionTimeout: 10_000 },
  });
  const place = { bucket: options.bucket, region: options.region, endpoint: options.endpoint };
  /** Set at start when the bucket has no CORS rule for the site and we may not add one. */
  let browserUploadsOff: string | null = null;
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key: ${key}`);
    return key;
  };
  const open = async (key: string, range?: ByteRange) => {
    try {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      return await client.send(new GetObjectCommand({ Bucket, Key: checked(key), ...(Range ? { Range } : {}) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async prepare({ siteOrigin }) {
      await checkBucket(client, place);
      const cors = await ensureCors(client, Bucket, siteOrigin);
      if (cors.state !== 'missing') {
        const how = cors.state === 'set' ? 'added the CORS rule that lets' : 'its CORS rule lets';
        return [`S3 bucket ${Bucket} is ready; ${how} ${siteOrigin} upload.`];
      }
      browserUploadsOff =
        `Uploads from the browser are off: the S3 bucket ${Bucket} has no CORS rule for ${siteOrigin}, ` +
        'so browsers cannot send files to it. The lab must add the rule printed at the server start.';
      return [
        `S3 bucket ${Bucket} has no CORS rule that lets ${siteOrigin} upload, and ${cors.reason}.`,
        'Browser uploads are refused until it has one; scanning stations still upload. Set this rule, e.g. with',
        `aws s3api put-bucket-cors --bucket ${Bucket}${options.endpoint ? ` --endpoint-url ${options.endpoint}` : ''} --cors-configuration '${JSON.stringify({ CORSRules: [cors.rule] })}'`,
        'then restart the app.',
      ];
    },
    async uploadUrl(key, { contentType, expiresInSeconds = 900, browser = true }) {
      if (browser && browserUploadsOff) throw new AppError('UNAVAILABLE', browserUploadsOff);
      const command = new PutObjectCommand({ Bucket, Key: checked(key), ContentType: contentType });
      // The content type is signed, so the browser must send the same one.
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type']) });
    },
    async readUrl(key, { expiresInSeconds = 3600 } = {}) {
      // Signed as of a step back with the expiry read links have here, so links made within one step
      // are the same link (the browser caches it) and each stays valid at least expiresInSeconds.
      const expiry = readLinkExpiry(expiresInSeconds);
      const step = readLinkStep(expiresInSeconds);
      const signingDate = new Date((expiry - expiresInSeconds - step) * 1000);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checked(key) }), {
        expiresIn: expiresInSeconds + step,
        signingDate,
      });
    },
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentType }));
    },
    async get(key) {
      const object = await open(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async openRead(key, range) {
      const object = await open(key, range);
      if (!object?.Body) return null;
      // A ranged answer's Content-Range ends with the whole object's size.
      const whole = range ? Number(object.ContentRange?.split('/')[1]) : NaN;
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: Number.isFinite(whole) ? whole : (object.ContentLength ?? 0),
      };
    },
    async putStream(key, body, { contentType, maxBytes }) {
      // A multipart upload of 8 MiB parts, a few at a time: memory stays flat whatever the size (zips).
      let size = 0;
      const counted = body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(size > maxBytes ? new BlobTooLargeError(maxBytes) : null, chunk);
          },
        }),
      );
      body.on('error', (error) => counted.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: counted, ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      });
      await upload.done();
      return { size };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
