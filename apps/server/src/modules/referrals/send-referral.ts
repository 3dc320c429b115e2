// GET /users/:id/send-referral?email=: e-mails a friend the customer's referral link through the
// outbox. Refused for the customer's own address, an address that already has an account, and past
// the configured number of invitations in 24 hours (counted under a per-customer lock, so two
// requests at once cannot both take the last one).
import { canonicalEmail } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { findAccountByEmail, findAccountById } from '../users/service.js';
import { referralLink } from './referral-link.js';
import { countInvitationsSince, deleteInvitation, insertInvitation } from './store.js';
import { withLabIdentity } from '../lab/lab-service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The advisory lock space of referral invitations (any constant; the customer id is the key). */
const LOCK_SPACE = 7_201;

const refuse = (code: 'BAD_REQUEST' | 'CONFLICT' | 'TOO_MANY_REQUESTS', problem: string) =>
  new AppError(code, problem, [`email: ${problem}`]);

export async function sendReferral(
  options: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'> & { userId: number; email: string; now?: Date },
): Promise<{ message: string }> {
  const { db, mailer, config, userId, email } = await withLabIdentity(options);
  const now = options.now ?? new Date();
  const user = await findAccountById(db, userId);
  if (!user) throw notFound('User');
  if (canonicalEmail(user.email) === canonicalEmail(email)) {
    throw refuse('BAD_REQUEST', 'You cannot refer yourself; send the link to a friend instead.');
  }
  if (await findAccountByEmail(db, email)) {
    throw refuse('CONFLICT', `${email} already has an account, so it cannot be referred.`);
  }
  const limit = config.referrals.invitesPerDay;
  const invitationId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${userId})`);
    if ((await countInvitationsSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= limit) {
      throw refuse(
        'TOO_MANY_REQUESTS',
        `You can send ${limit} invitations a day; please try again tomorrow.`.replace('1 invitations', '1 invitation'),
      );
    }
    return insertInvitation(tx, userId, email);
  });
  const from = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const link = referralLink(config, user.referralCode);
  const reward = config.referrals.rewardDevScanCredits;
  const perk =
    reward > 0
      ? `Sign up with this link, and when your first film development order is paid you and ${from} each get ${reward} free develop-and-scan credit${reward === 1 ? '' : 's'}:`
      : 'Sign up with this link:';
  try {
    // After the commit: the outbox writes on its own connection (one session on PGlite).
    await mailer.send({
      to: email,
      subject: `${from} invited you to ${config.labName}`,
      text: `Hi,\n\n${from} develops and scans their film with ${config.labName} and thinks you would like it too.\n\n${perk}\n\n${link}\n\n${config.labName}\n`,
    });
  } catch (err) {
    // An invitation that could not be sent is neither listed nor counted.
    await deleteInvitation(db, invitationId);
    throw err;
  }
  return { message: `Invitation sent to ${email}.` };
}
