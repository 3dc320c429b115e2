import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('failed jobs, for staff', () => {
  let t: TestApp;
  let staff: string;
  let failedId: number;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await buildUser(t.database.db, { config: t.config, role: 'ADMIN' })).token;
    const [failed] = await t.database.db
      .insert(jobs)
      .values({
        type: 'scans.delete-files',
        payload: { keys: [] },
        state: 'failed',
        attempts: 5,
        lastError: 'The blob store did not answer',
        finishedAt: new Date(),
      })
      .returning();
    failedId = failed!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(staff) });
  const state = async () => (await t.database.db.select().from(jobs).where(eq(jobs.id, failedId)))[0]?.state;

  it('lists failed jobs with their error, and counts by state', async () => {
    const res = await call('GET', '/jobs?state=failed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs).toEqual([
      expect.objectContaining({
        id: failedId,
        type: 'scans.delete-files',
        state: 'failed',
        attempts: 5,
        lastError: 'The blob store did not answer',
      }),
    ]);
    expect(res.json().counts.failed).toBe(1);
    expect((await call('GET', '/jobs?state=broken')).json().errors[0]).toMatch(/^state: /);
  });

  it('puts a failed job back with fresh tries; the queue then runs it', async () => {
    const res = await call('POST', `/jobs/${failedId}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({ id: failedId, state: 'queued', attempts: 0 });
    await expect.poll(state, { timeout: 10_000 }).toBe('completed');
    const again = await call('POST', `/jobs/${failedId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['jobId: is completed, not failed']);
    expect((await call('POST', '/jobs/999999/retry')).statusCode).toBe(404);
  });
});
