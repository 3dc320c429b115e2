import { describe, expect, it } from 'vitest';
import { createUploadActivity } from './upload-activity.js';

const elapsed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

describe('upload activity: background image work waits for arriving files', () => {
  it('does not wait when nothing is arriving', async () => {
    const activity = createUploadActivity();
    expect(await elapsed(() => activity.quiet({ quietMs: 200 }))).toBeLessThan(100);
  });

  it('waits while a file arrives and for the quiet time after it', async () => {
    const activity = createUploadActivity();
    const ended = activity.started();
    setTimeout(ended, 150);
    const waited = await elapsed(() => activity.quiet({ quietMs: 100, maxWaitMs: 5000 }));
    expect(waited).toBeGreaterThanOrEqual(240);
    expect(waited).toBeLessThan(2000);
  });

  it('waits for every upload, and an end called twice counts once', async () => {
    const activity = createUploadActivity();
    const first = activity.started();
    const second = activity.started();
    first();
    first();
    let settled = false;
    const waiting = activity.quiet({ quietMs: 10, maxWaitMs: 5000 }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    second();
    await waiting;
    expect(settled).toBe(true);
  });

  it('stops waiting at the limit, so uploads all day cannot starve the work', async () => {
    const activity = createUploadActivity();
    activity.started();
    const waited = await elapsed(() => activity.quiet({ quietMs: 10, maxWaitMs: 200 }));
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(2000);
  });
});
