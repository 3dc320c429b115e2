// A walk-in customer claims the order a vendor made for them, by the token of the e-mailed link: the
// order moves to the account with that e-mail (made now when there is none), once.
import { orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { digestLinkToken } from '../auth/secret-tokens.js';
import { sendPasswordLink } from '../auth/send-password-link.js';
import { createAccount, findAccountByEmail, type UserRow } from '../users/service.js';
import { moveClaimedOrder } from './move-order-to-customer.js';
import { markClaimed, selectClaimByTokenHash } from './store.js';

const claimedAlready = () =>
  new AppError('CONFLICT', 'This order was already claimed. Log in to see it.', ['token: was already used']);

export async function claimVendorOrder(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'>;
  token: string;
  now?: Date;
}): Promise<{ orderNumber: string; email: string; accountCreated: boolean }> {
  const { deps } = options;
  const now = options.now ?? new Date();
  const claim = await selectClaimByTokenHash(deps.db, digestLinkToken(options.token));
  if (!claim) throw notFound('Order');
  if (claim.claimedAt) throw claimedAlready();
  const { customer, created } = await deps.db.transaction(async (tx: Tx) => {
    let account: UserRow | undefined = await findAccountByEmail(tx, claim.email);
    let made = false;
    if (!account) {
      account = await createAccount(tx, {
        email: claim.email,
        firstName: claim.firstName,
        lastName: claim.lastName,
        role: 'CUSTOMER',
        passwordHash: null,
        firstOrderCreated: true,
      });
      made = true;
    } else if (account.role !== 'CUSTOMER') {
      throw new AppError('CONFLICT', 'This e-mail belongs to a staff account; ask the lab to attach the order.', [
        'token: names a staff account',
      ]);
    }
    if (!(await markClaimed(tx, claim.id, account.id, now))) throw claimedAlready();
    await moveClaimedOrder(tx, claim.orderId, account.id, now);
    return { customer: account, created: made };
  });
  if (created) await sendPasswordLink({ ...deps, user: customer, purpose: 'invite', now });
  return { orderNumber: orderNumber(claim.orderId), email: customer.email, accountCreated: created };
}
