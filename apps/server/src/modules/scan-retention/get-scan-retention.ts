import type { ScanRetention } from '@filmlab/api';
import { NON_MEMBER_SCAN_STORAGE_DAYS, isActiveMember, scansRemovedAt } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { findMembership } from '../memberships/find-membership.js';
import { expiringRolls, retentionFacts } from './roll-expiry.js';
import { selectDeliveredRolls } from '../scans/scan-service.js';
import { selectOpenWarnings } from './store.js';

/** The member's storage rule and, unless they are an active member, when each roll's scans go. */
export async function getScanRetention(options: { db: Db; userId: number; now?: Date }): Promise<ScanRetention> {
  const { db, userId } = options;
  const now = options.now ?? new Date();
  const membership = await findMembership({ db, userId });
  if (isActiveMember(retentionFacts(membership))) {
    return { storage: 'UNLIMITED', days: 0, rolls: [] };
  }
  const rolls = await expiringRolls(db, await selectDeliveredRolls(db, { before: now, userIds: [userId] }));
  const warnings = await selectOpenWarnings(
    db,
    rolls.map((roll) => roll.rollId),
  );
  return {
    storage: 'DAYS',
    days: NON_MEMBER_SCAN_STORAGE_DAYS,
    rolls: rolls
      .map((roll) => ({
        rollId: roll.rollId,
        removesAt: scansRemovedAt({ expiresAt: roll.expiresAt, warnedAt: warnings.get(roll.rollId) ?? null, now }),
      }))
      .sort((a, b) => a.removesAt.getTime() - b.removesAt.getTime())
      .map((roll) => ({ rollId: roll.rollId, removesAt: roll.removesAt.toISOString() })),
  };
}
