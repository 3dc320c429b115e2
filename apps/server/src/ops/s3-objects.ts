import { createReadStream, createWriteStream, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

type S3Settings = Extract<Config['blobs'], { driver: 's3' }>;

export interface S3Listed {
  key: string;
  size: number;
  etag: string | null;
  /** Known once the object is copied (GetObject's answer), so a restore puts it back as it was. */
  contentType?: string;
}

/** A client for the operator's commands: the same settings and credentials the app uses. */
export function s3ClientFor(blobs: S3Settings, options: { maxAttempts?: number } = {}): S3Client {
  return new S3Client({
    region: blobs.region,
    ...(blobs.endpoint ? { endpoint: blobs.endpoint } : {}),
    forcePathStyle: blobs.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  });
}

/** Every object in the bucket, page by page. */
export async function listS3Objects(client: S3Client, bucket: string): Promise<S3Listed[]> {
  const objects: S3Listed[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const item of page.Contents ?? []) {
      if (item.Key) objects.push({ key: item.Key, size: item.Size ?? 0, etag: item.ETag ?? null });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** The file of an object's copy under `folder`; a key that would leave it is refused. */
function fileOf(folder: string, key: string): string {
  const file = path.join(folder, key);
  if (!file.startsWith(folder + path.sep)) throw new Error(`S3 key leaves the backup folder: ${key}`);
  return file;
}

/** Copies the listed objects into `folder` under their keys (backup --with-s3), noting each one's content type. */
export async function downloadS3Objects(client: S3Client, bucket: string, objects: S3Listed[], folder: string) {
  for (const object of objects) {
    const file = fileOf(folder, object.key);
    mkdirSync(path.dirname(file), { recursive: true });
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.key }));
    await pipeline(answer.Body as Readable, createWriteStream(file));
    if (answer.ContentType) object.contentType = answer.ContentType;
  }
}

/** Puts copied objects back into a bucket (restore of a backup made with --with-s3). */
export async function uploadS3Objects(client: S3Client, bucket: string, objects: S3Listed[], folder: string) {
  for (const object of objects) {
    const file = fileOf(folder, object.key);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: object.key,
        Body: createReadStream(file),
        ContentLength: statSync(file).size,
        ...(object.contentType ? { ContentType: object.contentType } : {}),
      }),
    );
  }
}
