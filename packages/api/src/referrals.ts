// Referrals (spec sections 2.3 and 7): the member's code and link, the invitations they e-mailed,
// and GET /users/{id}/send-referral?email= (the spec's verb: it e-mails an invitation).
import { z } from 'zod';
import { defineRoute } from './define.js';
import { idParamField, text } from './fields.js';

export const sendReferralQuery = z.strictObject({
  email: text().trim().pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters')),
});

export const referralInvitationSchema = z
  .object({
    email: z.string(),
    sentAt: z.string(),
    /** They signed up with the code. */
    joined: z.boolean(),
    /** Their first development order was paid and both accounts got the reward. */
    rewarded: z.boolean(),
  })
  .meta({ id: 'ReferralInvitation' });

export const referralsResponse = z.object({
  code: z.string(),
  /** The sign-up link carrying the code. */
  link: z.string(),
  /** Dev+scan credits each account gets when the friend's first development order is paid. */
  rewardDevScanCredits: z.number().int(),
  /** Friends one customer is rewarded for in 30 days. */
  rewardsPerMonth: z.number().int(),
  /** Invitations that may still be sent in the next 24 hours. */
  invitesLeftToday: z.number().int(),
  /** Invitations sent, and friends who signed up with the code without one; the newest first. */
  invitations: z.array(referralInvitationSchema),
});
export type Referrals = z.infer<typeof referralsResponse>;

export const sendReferralResponse = z.object({ message: z.string() });

const tag = 'referrals';
const params = z.strictObject({ id: idParamField() });

export const referralRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/users/:id/referrals',
    access: 'self',
    summary: 'The customer’s referral code and link, and the invitations they sent',
    tag,
    params,
    response: referralsResponse,
  }),
  send: defineRoute({
    method: 'GET',
    path: '/users/:id/send-referral',
    access: 'self',
    summary: 'E-mail an invitation with the customer’s referral link (refused for their own or a registered address)',
    tag,
    params,
    query: sendReferralQuery,
    response: sendReferralResponse,
    errors: [409, 429],
  }),
};
