import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { createBlobStore } from './create-blob-store.js';

describe('createBlobStore', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'filmlab-blobs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses local disk with links on this app, relative to whatever origin the page was opened at', async () => {
    const store = createBlobStore(
      loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's', PUBLIC_URL: 'https://lab.example' }),
    );
    expect(await store.readUrl('a/b.jpg')).toMatch(/^\/api\/blobs\/a\/b\.jpg\?exp=\d+&sig=/);
    expect(await store.uploadUrl('a/c.png', { contentType: 'image/png' })).toMatch(
      /^\/api\/blobs\/a\/c\.png\?exp=\d+&sig=[\w-]+&ct=image%2Fpng$/,
    );
    await store.put('a/b.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await store.get('a/b.jpg')).toEqual(Buffer.from('x'));
  });

  it('uses the S3 bucket, path-style at the given endpoint, when S3_BUCKET is set', async () => {
    // Credentials come from the standard AWS variables, as everywhere the SDK runs.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test-key');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
    const store = createBlobStore(
      loadConfig({
        DATA_DIR: dataDir,
        AUTH_SECRET: 's',
        S3_BUCKET: 'scans',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      }),
    );
    const url = new URL(await store.readUrl('a/b.jpg'));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9000/scans/a/b.jpg');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^test-key\//);
    vi.unstubAllEnvs();
  });
});
