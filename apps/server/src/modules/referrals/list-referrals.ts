// GET /users/:id/referrals: the customer's code and link, the invitations they sent (and whether
// each friend joined and was rewarded), and friends who signed up with the code without one.
import type { Referrals } from '@filmlab/api';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { findAccountById, findReferredAccounts } from '../users/service.js';
import { referralLink } from './referral-link.js';
import { countInvitationsSince, selectInvitations, selectRewardedIds } from './store.js';

const LIST_LIMIT = 200;

export async function listReferrals(
  options: Pick<Deps, 'db' | 'config'> & { userId: number; now?: Date },
): Promise<Referrals> {
  const { db, config, userId } = options;
  const now = options.now ?? new Date();
  const user = await findAccountById(db, userId);
  if (!user) throw notFound('User');
  const [invitations, referred, rewarded, sentToday] = await Promise.all([
    selectInvitations(db, userId, LIST_LIMIT),
    findReferredAccounts(db, userId, LIST_LIMIT),
    selectRewardedIds(db, userId),
    countInvitationsSince(db, userId, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
  ]);
  const joinedByEmail = new Map(referred.map((account) => [account.email.toLowerCase(), account]));
  const listed = new Set<string>();
  const rows = invitations.flatMap((invitation) => {
    const key = invitation.email.toLowerCase();
    if (listed.has(key)) return [];
    listed.add(key);
    const joined = joinedByEmail.get(key);
    return [
      {
        email: invitation.email,
        sentAt: invitation.createdAt.toISOString(),
        joined: joined !== undefined,
        rewarded: joined !== undefined && rewarded.has(joined.id),
      },
    ];
  });
  // Friends who came by the link itself (shared, not e-mailed by us).
  for (const account of referred) {
    if (listed.has(account.email.toLowerCase())) continue;
    rows.push({
      email: account.email,
      sentAt: account.createdAt.toISOString(),
      joined: true,
      rewarded: rewarded.has(account.id),
    });
  }
  rows.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return {
    code: user.referralCode,
    link: referralLink(config, user.referralCode),
    rewardDevScanCredits: config.referrals.rewardDevScanCredits,
    rewardsPerMonth: config.referrals.rewardsPerMonth,
    invitesLeftToday: Math.max(0, config.referrals.invitesPerDay - sentToday),
    invitations: rows,
  };
}
