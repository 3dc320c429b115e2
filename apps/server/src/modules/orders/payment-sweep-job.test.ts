// The payment recovery sweep runs as a recurring job of the queue (every PAYMENT_SWEEP_SECONDS, none
// when 0), not on a timer of each process's own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobSchedules, jobs } from '../../db/schema/jobs.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { createTestApp } from '../../test/test-app.js';

describe('the payment recovery sweep', () => {
  it('is a recurring job of the queue at the configured interval, and runs to completion', async () => {
    const t = await createTestApp({ PAYMENT_SWEEP_SECONDS: '45', JOB_POLL_MS: '50' });
    try {
      const schedules = await t.database.db
        .select()
        .from(jobSchedules)
        .where(eq(jobSchedules.name, JOB_TYPES.sweepPayments));
      expect(schedules).toMatchObject([{ type: JOB_TYPES.sweepPayments, everySeconds: 45 }]);
      const [job] = await t.database.db
        .insert(jobs)
        .values({ type: JOB_TYPES.sweepPayments, payload: {} })
        .returning({ id: jobs.id });
      await expect
        .poll(async () => (await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]?.state, {
          timeout: 15_000,
        })
        .toBe('completed');
    } finally {
      await t.close();
    }
  });

  it('is not scheduled when PAYMENT_SWEEP_SECONDS is 0 (at start only)', async () => {
    const t = await createTestApp({ PAYMENT_SWEEP_SECONDS: '0' });
    try {
      const schedules = await t.database.db
        .select()
        .from(jobSchedules)
        .where(eq(jobSchedules.name, JOB_TYPES.sweepPayments));
      expect(schedules).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
