import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../adapters/blobs/local-blob-store.js';
import { createOutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { jobs as jobRows } from '../../db/schema/jobs.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { scans } from '../../db/schema/scans.js';
import { seedPlans } from '../../db/seed/plans.js';
import { createJobQueue } from '../../jobs/job-queue.js';
import { createUploadActivity } from '../../jobs/upload-activity.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Deps } from '../../deps.js';
import { registerMailJobs } from '../outbox/mail-jobs.js';
import { registerScanJobs } from '../scans/scan-jobs.js';
import { buildRoll, type TestRoll } from '../scans/test-library.js';
import { runScanRetention, type RetentionDeps } from './run-scan-retention.js';

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date('2026-01-01T09:00:00Z');
const day = (n: number) => new Date(delivered.getTime() + n * DAY);
const silent = { info() {}, warn() {}, error() {} };

describe('scan retention by tier', () => {
  let t: TestApp;
  let deps: RetentionDeps;
  const blobs = createLocalBlobStore({ root: mkdtempSync(path.join(tmpdir(), 'retention-')), secret: 'test-secret' });
  const people = {} as Record<'nonMember' | 'member' | 'lapsed', { id: number; email: string; roll: TestRoll }>;

  /** Two frames delivered on `delivered`, their files in the blob store. */
  async function frames(userId: number, roll: TestRoll) {
    for (const n of [1, 2]) {
      const keys = {
        hiResKey: `scans/${roll.id}/${n}/hi.jpg`,
        midResKey: `scans/${roll.id}/${n}/mid.jpg`,
        thumbnailKey: `scans/${roll.id}/${n}/thumb.jpg`,
      };
      for (const key of Object.values(keys)) await blobs.put(key, Buffer.from(key), 'image/jpeg');
      await t.database.db.insert(scans).values({
        filmRollId: roll.id,
        customerId: userId,
        name: `frame ${n}`,
        position: n,
        createdAt: delivered,
        ...keys,
      });
    }
  }

  const scanCount = async (rollId: number) =>
    (await t.database.db.select({ id: scans.id }).from(scans).where(eq(scans.filmRollId, rollId))).length;
  const mailsTo = (email: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  /** Both at once, as two app processes running the daily job would. */
  const twice = (now: Date) => Promise.all([runScanRetention(deps, { now }), runScanRetention(deps, { now })]);

  beforeAll(async () => {
    t = await createTestApp({}, { blobs });
    const db = t.database.db;
    await seedPlans(db);
    // A second queue that only sends (no workers), as another process's would; the app's workers delete the files.
    const events = createMemoryEventBus();
    const jobs = createJobQueue({ db, kind: t.database.kind, events, ...t.config.jobs, concurrency: 0, log: silent });
    registerScanJobs({ config: t.config, db, blobs, events, jobs, uploads: createUploadActivity() } as Deps);
    deps = { db, mailer: createOutboxMailer(db), config: t.config, jobs };
    registerMailJobs({ ...deps, events, blobs } as Deps);
    for (const who of ['nonMember', 'member', 'lapsed'] as const) {
      const { user } = await buildUser(db, { config: t.config, active: who === 'member' });
      const roll = await buildRoll(db, user.id);
      await frames(user.id, roll);
      people[who] = { id: user.id, email: user.email, roll };
    }
    const plan = { planId: 'NICE_2025', priceLookupKey: 'nice2025' } as const;
    await db.insert(subscriptions).values([
      { userId: people.member.id, ...plan, status: 'active', currentPeriodEnd: day(400) },
      // Lapsed 20 days after the scans arrived: the 30 days count from then.
      { userId: people.lapsed.id, ...plan, status: 'canceled', currentPeriodEnd: day(20) },
    ]);
  });
  afterAll(() => t?.close());

  it('warns a non-member once, 7 days before removal, with links to download or join', async () => {
    expect((await runScanRetention(deps, { now: day(22) })).warned).toEqual([]);
    const runs = await twice(day(23));
    expect(runs.flatMap((run) => run.warned)).toEqual([people.nonMember.roll.id]);
    await runScanRetention(deps, { now: day(24) });
    const mails = await mailsTo(people.nonMember.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('January 31, 2026');
    expect(mails[0]!.text).toContain(
      `${t.config.publicUrl}/users/${people.nonMember.id}/rolls/${people.nonMember.roll.id}`,
    );
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/memberships`);
    expect(await mailsTo(people.lapsed.email)).toHaveLength(0);
    expect(await mailsTo(people.member.email)).toHaveLength(0);
  });

  it("removes expired scans once, rows and files, and never a member's", async () => {
    expect((await runScanRetention(deps, { now: day(29) })).removed).toEqual([]);
    expect(await scanCount(people.nonMember.roll.id)).toBe(2);

    const runs = await twice(day(30));
    const removed = runs.flatMap((run) => run.removed);
    expect(removed).toEqual([{ rollId: people.nonMember.roll.id, userId: people.nonMember.id, scans: 2 }]);
    expect(await scanCount(people.nonMember.roll.id)).toBe(0);
    expect(await scanCount(people.member.roll.id)).toBe(2);
    expect(await scanCount(people.lapsed.roll.id)).toBe(2);

    // Each file is queued for deletion by exactly one job.
    const sent = await t.database.db.select().from(jobRows).where(eq(jobRows.type, JOB_TYPES.deleteFiles));
    const keys = sent.flatMap((job) => (job.payload as { keys: string[] }).keys);
    expect(keys.sort()).toEqual(
      [1, 2]
        .flatMap((n) => ['hi', 'mid', 'thumb'].map((f) => `scans/${people.nonMember.roll.id}/${n}/${f}.jpg`))
        .sort(),
    );
    const deadline = Date.now() + 20_000;
    const remaining = async () => (await Promise.all(keys.map((key) => blobs.get(key)))).filter(Boolean).length;
    while ((await remaining()) > 0) {
      if (Date.now() > deadline) throw new Error('the files were not deleted');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await blobs.get(`scans/${people.member.roll.id}/1/hi.jpg`)).not.toBeNull();

    // A member's scans stay, years on.
    await Promise.all([1, 2].map(() => runScanRetention(deps, { now: day(2000), userIds: [people.member.id] })));
    expect(await scanCount(people.member.roll.id)).toBe(2);
    expect(await mailsTo(people.member.email)).toHaveLength(0);
  });

  it("follows the non-member rule from a lapsed member's last day", async () => {
    // Lapsed on day 20: warned on day 43, removed on day 50.
    expect((await runScanRetention(deps, { now: day(42), userIds: [people.lapsed.id] })).warned).toEqual([]);
    const warned = await twice(day(43));
    expect(warned.flatMap((run) => run.warned)).toEqual([people.lapsed.roll.id]);
    expect(await mailsTo(people.lapsed.email)).toHaveLength(1);
    expect((await runScanRetention(deps, { now: day(49) })).removed).toEqual([]);
    const runs = await twice(day(50));
    expect(runs.flatMap((run) => run.removed.map((roll) => roll.rollId))).toEqual([people.lapsed.roll.id]);
    expect(await scanCount(people.lapsed.roll.id)).toBe(0);
    expect(await mailsTo(people.lapsed.email)).toHaveLength(1);
    expect(await mailsTo(people.nonMember.email)).toHaveLength(1);
  });

  it('never removes without a warning 7 days before', async () => {
    // Expired long ago but never warned (the job was not running): warned now, removed a week later.
    const { user } = await buildUser(t.database.db, { config: t.config });
    const roll = await buildRoll(t.database.db, user.id);
    await frames(user.id, roll);
    const first = await runScanRetention(deps, { now: day(90), userIds: [user.id] });
    expect(first).toEqual({ warned: [roll.id], removed: [] });
    expect((await runScanRetention(deps, { now: day(96), userIds: [user.id] })).removed).toEqual([]);
    expect((await runScanRetention(deps, { now: day(97), userIds: [user.id] })).removed).toHaveLength(1);
    const left = await t.database.db
      .select()
      .from(scans)
      .where(inArray(scans.filmRollId, [roll.id]));
    expect(left).toHaveLength(0);
  });

  it('claims a warning and stores its e-mail in one transaction: a run that dies in between leaves neither', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config });
    const roll = await buildRoll(t.database.db, user.id);
    await frames(user.id, roll);
    const outbox = createOutboxMailer(t.database.db);
    // The process dies once the claim and the e-mail are written, before the transaction commits.
    const dying: RetentionDeps = {
      ...deps,
      mailer: {
        ...outbox,
        async store(message, tx) {
          await outbox.store(message, tx);
          throw new Error('the process died');
        },
      },
    };
    await expect(runScanRetention(dying, { now: day(23), userIds: [user.id] })).rejects.toThrow('the process died');
    expect(await mailsTo(user.email)).toHaveLength(0);

    // Not claimed, so the next run warns, and its e-mail goes with the job that delivers it.
    expect((await runScanRetention(deps, { now: day(24), userIds: [user.id] })).warned).toEqual([roll.id]);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const delivery = await t.database.db.select().from(jobRows).where(eq(jobRows.type, JOB_TYPES.deliverMail));
    expect(delivery.map((job) => job.payload)).toContainEqual({ outboxId: mails[0]!.id });
    expect((await runScanRetention(deps, { now: day(25), userIds: [user.id] })).warned).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('tells the member when each roll will lose its scans, and a member that theirs are kept', async () => {
    const { user, token } = await buildUser(t.database.db, { config: t.config });
    const roll = await buildRoll(t.database.db, user.id);
    const arrived = new Date(Date.now() - 10 * DAY);
    await t.database.db
      .insert(scans)
      .values({ filmRollId: roll.id, customerId: user.id, name: 'frame', createdAt: arrived });
    const res = await t.app.inject({ url: `/api/users/${user.id}/scan-retention`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      storage: 'DAYS',
      days: 30,
      rolls: [{ rollId: roll.id, removesAt: new Date(arrived.getTime() + 30 * DAY).toISOString() }],
    });

    const member = await buildUser(t.database.db, { config: t.config, active: true });
    await t.database.db
      .insert(subscriptions)
      .values({ userId: member.user.id, planId: 'NICE_2025', priceLookupKey: 'nice2025', status: 'active' });
    const kept = await t.app.inject({
      url: `/api/users/${member.user.id}/scan-retention`,
      headers: bearer(member.token),
    });
    expect(kept.json()).toEqual({ storage: 'UNLIMITED', days: 0, rolls: [] });
  });

  it('runs as the daily job of the queue, and warns whom it finds', async () => {
    // A non-member whose scans are long past their 30 days, never warned: the job's run warns them.
    const { user } = await buildUser(t.database.db, { config: t.config });
    const roll = await buildRoll(t.database.db, user.id);
    await frames(user.id, roll);
    expect(await mailsTo(user.email)).toHaveLength(0);
    const [job] = await t.database.db
      .insert(jobRows)
      .values({ type: JOB_TYPES.scanRetention, payload: {} })
      .returning({ id: jobRows.id });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await t.database.db.select().from(jobRows).where(eq(jobRows.id, job!.id));
      if (row?.state === 'completed') break;
      if (row?.state === 'failed' || Date.now() > deadline)
        throw new Error(`the job is ${row?.state}: ${row?.lastError}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/users/${user.id}/rolls/${roll.id}`);
    // Warned, not removed: removal waits a week after the warning.
    expect(await scanCount(roll.id)).toBe(2);
  });
});
