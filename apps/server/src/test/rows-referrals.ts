// Route rows (see route-rows.ts) of referrals: the owner's referral page, and an invitation to a
// fresh address each call (well under the day's limit).
import { randomBytes } from 'node:crypto';
import type { Rows } from './row-types.js';

export const referralRows: Rows = {
  'referrals.list': { call: (fx) => ({ params: { id: fx.callers.owner.id! } }) },
  'referrals.send': {
    call: (fx) => ({
      params: { id: fx.callers.owner.id! },
      query: { email: `friend-${randomBytes(4).toString('hex')}@example.test` },
    }),
  },
};
