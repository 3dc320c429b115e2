// The daily retention run (spec section 9): warn the members whose scans expire within 7 days,
// once, then remove the scans whose expiry has passed and whose warning is at least 7 days old.
// Safe with several processes at once: warnings are claimed by a unique insert, rolls by
// FOR UPDATE SKIP LOCKED, and each scan row is deleted (and its files queued for deletion) once.
import {
  NON_MEMBER_SCAN_STORAGE_DAYS,
  SCAN_REMOVAL_WARNING_DAYS,
  scanRemovalWarningAt,
  scansRemovedAt,
} from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { refreshSearchText } from '../tags/tag-service.js';
import { expiringRolls, type ExpiringRoll } from './roll-expiry.js';
import { deliverLater } from '../outbox/deliver-later.js';
import { retentionWarning } from './retention-mail.js';
import { lockRollSkipLocked, selectRollsByIds } from '../rolls/roll-service.js';
import { deleteDeliveredScans, selectDeliveredRolls } from '../scans/scan-service.js';
import { claimWarnings, markRemoved, selectOpenWarnings } from './store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the e-mail names each roll: its own name, or its film. */
const rollNames = (rolls: Array<{ id: number; name: string | null; brand: string; model: string }>) =>
  new Map(rolls.map((row) => [row.id, row.name?.trim() || `${row.brand} ${row.model}`.trim() || `Roll ${row.id}`]));

export type RetentionDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'jobs'>;

export interface RetentionRun {
  /** Rolls whose warning this run sent. */
  warned: number[];
  /** Rolls whose scans this run removed, and how many scans. */
  removed: Array<{ rollId: number; userId: number; scans: number }>;
}

/**
 * Claims each due warning and stores its e-mail in the outbox, with the job that delivers it, in
 * one transaction per member: a process that dies at any point leaves either no claim (the next
 * run warns) or a claim whose e-mail the queue still delivers, never a claim without its e-mail.
 */
async function warn(deps: RetentionDeps, due: ExpiringRoll[], now: Date): Promise<number[]> {
  const names = rollNames(
    await selectRollsByIds(
      deps.db,
      due.map((roll) => roll.rollId),
    ),
  );
  const byUser = new Map<number, ExpiringRoll[]>();
  for (const roll of [...due].sort((a, b) => a.rollId - b.rollId)) {
    byUser.set(roll.userId, [...(byUser.get(roll.userId) ?? []), roll]);
  }
  const warned: number[] = [];
  for (const [userId, rolls] of byUser) {
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await claimWarnings(
        tx,
        rolls.map((roll) => ({ filmRollId: roll.rollId, userId, expiresAt: roll.expiresAt })),
        now,
      );
      if (rows.length === 0) return rows;
      // Read in the transaction: on PGlite, one connection, a read beside it would wait for it.
      const message = await retentionWarning(
        { db: tx, config: deps.config },
        userId,
        rows.map((row) => ({
          rollId: row.filmRollId,
          name: names.get(row.filmRollId) ?? `Roll ${row.filmRollId}`,
          removedAt: scansRemovedAt({ expiresAt: row.expiresAt, warnedAt: now, now }),
        })),
      );
      if (message) await deliverLater(deps, message, tx);
      return rows;
    });
    warned.push(...claimed.map((row) => row.filmRollId));
  }
  return warned;
}

async function remove(deps: RetentionDeps, roll: ExpiringRoll, removedAt: Date): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockRollSkipLocked(tx, roll.rollId))) return null;
    const { scans, keys } = await deleteDeliveredScans(tx, roll.rollId, roll.deliveredAt);
    await markRemoved(tx, roll.rollId, removedAt);
    if (scans === 0) return null;
    // The files go by the same job a deleted frame's go by, which exists exactly when this commits.
    if (keys.length) await deps.jobs.send(JOB_TYPES.deleteFiles, { keys }, { db: tx });
    await refreshSearchText(tx, { rollIds: [roll.rollId] });
    return scans;
  });
}

export async function runScanRetention(
  deps: RetentionDeps,
  options: { now?: Date; userIds?: number[] } = {},
): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  // Any expiry is at least 30 days after delivery, so only rolls delivered 23 or more days ago can be due.
  const before = new Date(now.getTime() - (NON_MEMBER_SCAN_STORAGE_DAYS - SCAN_REMOVAL_WARNING_DAYS) * DAY_MS);
  const rolls = await expiringRolls(
    deps.db,
    await selectDeliveredRolls(deps.db, { before, ...(options.userIds ? { userIds: options.userIds } : {}) }),
  );
  const warned = await warn(
    deps,
    rolls.filter((roll) => scanRemovalWarningAt(roll.expiresAt) <= now),
    now,
  );
  const warnings = await selectOpenWarnings(
    deps.db,
    rolls.map((roll) => roll.rollId),
  );
  const removed: RetentionRun['removed'] = [];
  for (const roll of rolls) {
    const warnedAt = warnings.get(roll.rollId);
    if (!warnedAt || scansRemovedAt({ expiresAt: roll.expiresAt, warnedAt, now }) > now) continue;
    const count = await remove(deps, roll, now);
    if (count !== null) removed.push({ rollId: roll.rollId, userId: roll.userId, scans: count });
  }
  return { warned, removed };
}
