import { PLAN_IDS, isOneOf, preferencesFor, type PreferenceDefinition } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { findMemberships } from '../memberships/find-membership.js';

/**
 * The definitions as this user reads them: option copy quotes the prices of their plan while the
 * membership is current, the on-demand prices otherwise (a lapsed member pays on-demand prices).
 */
export async function preferenceDefinitionsFor(db: Db, userId: number): Promise<readonly PreferenceDefinition[]> {
  const membership = (await findMemberships({ db, userIds: [userId] })).get(userId);
  const current = membership && (membership.status === 'renewing' || membership.status === 'expiring');
  const plan = current && isOneOf(PLAN_IDS, membership.plan) ? membership.plan : 'NON_MEMBER';
  return preferencesFor(plan);
}
