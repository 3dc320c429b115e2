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
import { refreshSearchText } from '../tags/search-text.js';
import { expiringRolls, type ExpiringRoll } from './roll-expiry.js';
import { mailRetentionWarning } from './retention-mail.js';
import {
  claimWarnings,
  deleteDeliveredScans,
  lockRollSkipLocked,
  markRemoved,
  releaseWarnings,
  selectDeliveredRolls,
  selectOpenWarnings,
  selectRollNames,
} from './store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'jobs'>;

export interface RetentionRun {
  /** Rolls whose warning this run sent. */
  warned: number[];
  /** Rolls whose scans this run removed, and how many scans. */
  removed: Array<{ rollId: number; userId: number; scans: number }>;
}

async function warn(deps: RetentionDeps, due: ExpiringRoll[], now: Date): Promise<number[]> {
  const claimed = await claimWarnings(
    deps.db,
    due.map((roll) => ({ filmRollId: roll.rollId, userId: roll.userId, expiresAt: roll.expiresAt })),
    now,
  );
  const names = await selectRollNames(
    deps.db,
    claimed.map((row) => row.filmRollId),
  );
  const byUser = new Map<number, typeof claimed>();
  for (const row of claimed) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  for (const [userId, rows] of byUser) {
    const rolls = rows.map((row) => ({
      rollId: row.filmRollId,
      name: names.get(row.filmRollId) ?? `Roll ${row.filmRollId}`,
      removedAt: scansRemovedAt({ expiresAt: row.expiresAt, warnedAt: now, now }),
    }));
    try {
      await mailRetentionWarning(deps, userId, rolls);
    } catch (error) {
      // Not told, so not warned: the next run claims and sends it again.
      await releaseWarnings(
        deps.db,
        rows.map((row) => row.id),
      );
      throw error;
    }
  }
  return claimed.map((row) => row.filmRollId);
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
