import path from 'node:path';
import type { Config } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { createLocalBlobStore } from './local-blob-store.js';
import { createS3BlobStore } from './s3-blob-store.js';

/** The configured store: local disk under DATA_DIR/blobs by default, an S3-compatible bucket when S3_BUCKET is set. */
export function createBlobStore(config: Config): BlobStore {
  if (config.blobs.driver === 's3') {
    const { bucket, region, endpoint, forcePathStyle } = config.blobs;
    return createS3BlobStore({ bucket, region, endpoint, forcePathStyle });
  }
  // Relative links: the page may have been opened at any origin that reaches this server.
  return createLocalBlobStore({ root: path.join(config.dataDir, 'blobs'), secret: config.authSecret });
}
