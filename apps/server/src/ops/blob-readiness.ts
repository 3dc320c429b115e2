import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { s3ClientFor } from './s3-objects.js';

/** How long /readyz waits for the blob store before it counts as unreachable. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * A check /readyz runs: throws when the blob store cannot be used. S3: a HEAD of the bucket, one
 * attempt, with a deadline (a load balancer's probe must not hang on the SDK's retries). Local: the
 * blob folder can be written.
 */
export function blobReadiness(config: Pick<Config, 'blobs' | 'dataDir'>): () => Promise<void> {
  if (config.blobs.driver === 's3') {
    const { bucket, endpoint } = config.blobs;
    const client = s3ClientFor(config.blobs, { maxAttempts: 1 });
    const where = `S3 bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}`;
    return async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`The ${where} is not reachable (${reasonOf(error)})`);
      }
    };
  }
  const root = path.join(config.dataDir, 'blobs');
  return async () => {
    try {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    } catch (error) {
      throw new Error(
        `The blob folder ${root} cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  };
}

/** What went wrong, in words: the SDK names a 404 of HeadBucket only "UnknownError". */
function reasonOf(error: unknown): string {
  const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } };
  if (name === 'AbortError' || name === 'TimeoutError') return `no answer within ${CHECK_TIMEOUT_MS} ms`;
  const status = $metadata?.httpStatusCode;
  if (status === 404) return 'the store answered 404: no such bucket; create it or check S3_BUCKET';
  if (status === 403)
    return 'the store answered 403: check the credentials (AWS_ACCESS_KEY_ID...) and the bucket policy';
  if (status) return `the store answered ${status}`;
  return message || name;
}
