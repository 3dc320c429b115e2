// A member's zip rides out an S3 outage: the zip job tries again with a doubling pause long enough
// for the store to restart (config.zipRetry), where three quick tries used to fail it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { loadConfig } from '../../config.js';
import { retryDelaySeconds } from '../../jobs/define-job.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildRoll, photo, uploadFrame, waitForScan } from '../scans/test-library.js';

const SECRET = 'test-secret-that-is-long-enough-for-hmac';

/** The local store, with reads refused as by an S3 store that goes down for `outageMs` from the first read refused. */
function storeWithOutage(root: string) {
  const store = createLocalBlobStore({ root, secret: SECRET });
  const state = { outageMs: 0, downUntil: 0, refused: 0 };
  // No local files, as with S3: every read of a frame goes through openRead.
  const { localFile: _localFile, ...remote } = store;
  const flaky: BlobStore = {
    ...remote,
    async openRead(key, range) {
      if (state.outageMs > 0 && state.downUntil === 0) state.downUntil = Date.now() + state.outageMs;
      if (Date.now() < state.downUntil) {
        state.refused += 1;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
      }
      return store.openRead!(key, range);
    },
  };
  return { flaky, state };
}

/** The waits between a zip's tries, in seconds, as the job queue makes them. */
function pauses(zipRetry: { attempts: number; firstDelayMs: number }): number[] {
  return Array.from({ length: zipRetry.attempts - 1 }, (_, i) =>
    retryDelaySeconds(zipRetry.firstDelayMs / 1000, i + 1),
  );
}

describe('a zip through an S3 outage', () => {
  it('is tried for more than five minutes by default before it fails', () => {
    const { zipRetry } = loadConfig({ AUTH_SECRET: SECRET, DATA_DIR: tmpdir() });
    const total = pauses(zipRetry).reduce((sum, s) => sum + s, 0);
    expect(total).toBeGreaterThan(5 * 60);
    // The first pause stays short: a blip costs the member seconds, not minutes.
    expect(pauses(zipRetry)[0]).toBeLessThanOrEqual(15);
  });

  // The default schedule and a two-minute outage, both scaled down 100 times (10 ms for 1 s): the
  // default's 5th try comes 1.5 s after the first, the old schedule's last 0.45 s after it.
  const cases = [
    { name: 'the default schedule', env: { ZIP_RETRY_FIRST_DELAY_MS: '100' }, status: 'DONE' },
    {
      name: 'the three quick tries of before',
      env: { ZIP_RETRY_ATTEMPTS: '3', ZIP_RETRY_FIRST_DELAY_MS: '150' },
      status: 'FAILED',
    },
  ] as const;

  for (const { name, env, status } of cases) {
    describe(name, () => {
      let t: TestApp;
      let root: string;
      let outage: ReturnType<typeof storeWithOutage>;
      beforeAll(async () => {
        root = mkdtempSync(path.join(tmpdir(), 'filmlab-zip-retry-'));
        outage = storeWithOutage(root);
        t = await createTestApp({ JOB_POLL_MS: '50', ...env }, { blobs: outage.flaky });
      });
      afterAll(async () => {
        await t?.close();
        rmSync(root, { recursive: true, force: true });
      });

      it(`${status === 'DONE' ? 'makes' : 'fails'} the zip when the store is down for 1.2 s`, async () => {
        const made = await buildUser(t.database.db, { config: t.config });
        const roll = await buildRoll(t.database.db, made.user.id);
        const { scanId } = await uploadFrame(t, {
          token: made.token,
          userId: made.user.id,
          roll,
          bytes: await photo(1),
        });
        await waitForScan(t.database.db, scanId);
        outage.state.outageMs = 1200;
        const started = await t.app.inject({
          method: 'POST',
          url: `/api/users/${made.user.id}/zip-downloads`,
          headers: bearer(made.token),
          payload: { rollId: roll.id },
        });
        expect(started.statusCode, started.body).toBe(202);
        const zipId = started.json().zipDownload.id as number;
        let zip: { status: string } = { status: 'QUEUED' };
        for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
          const res = await t.app.inject({
            url: `/api/users/${made.user.id}/zip-downloads/${zipId}`,
            headers: bearer(made.token),
          });
          zip = res.json().zipDownload;
          if (zip.status === 'DONE' || zip.status === 'FAILED') break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(zip.status).toBe(status);
        expect(outage.state.refused).toBeGreaterThanOrEqual(status === 'DONE' ? 2 : 3);
      });
    });
  }
});
