import { canonicalEmail } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { welcomeLater } from '../receipts/welcome-later.js';
import { assertEmailAvailable, createAccount, findAccountByReferralCode } from '../users/service.js';
import { takeAttempt } from './attempt-limits.js';
import { assertPasswordAcceptable } from './check-password.js';
import { hashPassword } from './passwords.js';
import { startSession, type ClientInfo, type SignedIn } from './session.js';

/** Creates a customer account and signs it in; every attempt counts against the address's sign-up limit. */
export async function signUp(
  options: Pick<Deps, 'db' | 'sessions' | 'config'> & {
    input: { email: string; password: string; firstName: string; lastName: string; referralCode?: string | undefined };
    client: ClientInfo;
  },
): Promise<SignedIn> {
  const { db, sessions, config, input, client } = options;
  await takeAttempt({ db, config, kind: 'signup', subjects: { account: '', ip: client.ip }, field: 'email' });
  assertPasswordAcceptable(input.password);
  // Before the (deliberately slow) hashing, so a taken e-mail answers at once.
  await assertEmailAvailable(db, input.email);
  const referrer = input.referralCode ? await findAccountByReferralCode(db, input.referralCode) : undefined;
  if (input.referralCode && !referrer) {
    const problem = 'is not a referral code we know; check the link your friend sent, or sign up without it';
    throw new AppError('BAD_REQUEST', `Referral code ${problem}`, [`referralCode: ${problem}`]);
  }
  // sam+2@… is sam@…'s own inbox: a referral of oneself rewards no one.
  if (referrer && canonicalEmail(referrer.email) === canonicalEmail(input.email)) {
    const problem = 'is your own; referral codes are for friends, so sign up without it';
    throw new AppError('BAD_REQUEST', `Referral code ${problem}`, [`referralCode: ${problem}`]);
  }
  const user = await createAccount(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'CUSTOMER',
    referredById: referrer?.id ?? null,
  });
  await welcomeLater(db, user.id);
  return startSession({ db, sessions, user, client });
}
