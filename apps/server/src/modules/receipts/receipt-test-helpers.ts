// Shared by the receipts tests: the outbox's e-mails to one person, read once the mail jobs are done.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import type { TestApp } from '../../test/test-app.js';

const MAIL_JOBS = [
  JOB_TYPES.sendReceipt,
  JOB_TYPES.sendMembershipReceipt,
  JOB_TYPES.sendWelcome,
  JOB_TYPES.sendScansReady,
  JOB_TYPES.deliverMail,
];

/** Waits until no mail job is queued or running (due now), so the outbox holds all it will. */
export async function mailJobsDone(t: TestApp): Promise<void> {
  await expect
    .poll(
      async () => {
        const [row] = await t.database.db
          .select({ waiting: sql<number>`count(*)::int` })
          .from(jobs)
          .where(
            and(inArray(jobs.type, MAIL_JOBS), inArray(jobs.state, ['queued', 'active']), sql`${jobs.runAt} <= now()`),
          );
        return row?.waiting;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(0);
  const [failed] = await t.database.db
    .select({ errors: sql<string[]>`coalesce(array_agg(${jobs.lastError}), '{}')` })
    .from(jobs)
    .where(and(inArray(jobs.type, MAIL_JOBS), eq(jobs.state, 'failed')));
  expect(failed?.errors ?? []).toEqual([]);
}

/** The e-mails stored for `to` whose subject matches, oldest first, once the mail jobs are done. */
export async function mailsTo(t: TestApp, to: string, subject: RegExp) {
  await mailJobsDone(t);
  const rows = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(sql`lower(${outboxEmails.to})`, to.toLowerCase()))
    .orderBy(outboxEmails.id);
  return rows.filter((row) => subject.test(row.subject));
}

/** The one e-mail for `to` whose subject matches (fails when there are none or several). */
export async function onlyMailTo(t: TestApp, to: string, subject: RegExp) {
  const rows = await mailsTo(t, to, subject);
  expect(
    rows.map((row) => row.subject),
    `e-mails to ${to}`,
  ).toHaveLength(1);
  return rows[0]!;
}
