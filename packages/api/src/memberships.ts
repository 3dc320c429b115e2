// Memberships and their credits (spec sections 3, 4, 7 and 9): buy a tier, cancel at period end,
// resume, and the member's credit ledger. Prices are never sent: the server takes them from the plan.
import { ACTIVE_PLAN_IDS, CREDIT_KINDS } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { idParamField, text } from './fields.js';
import { paymentIdField } from './orders.js';

const planField = z.enum(ACTIVE_PLAN_IDS, `must be a plan on sale: ${ACTIVE_PLAN_IDS.join(', ')}`);

export const subscriptionPlanParams = z.strictObject({ id: idParamField(), plan: planField });
export const subscriptionParams = z.strictObject({ id: idParamField(), subscriptionId: idParamField() });

export const purchaseMembershipQuery = z.strictObject({
  promoCode: text()
    .trim()
    .max(60, 'must be at most 60 characters')
    .optional()
    .transform((s) => (s ? s : undefined)),
});

/** The card: a one-use token from the card form (saved to the customer for renewals) or a saved pm_... */
export const purchaseMembershipBody = z.strictObject({ token: paymentIdField });

export const membershipSubscriptionSchema = z
  .object({
    id: z.number().int(),
    plan: z.string(),
    /** incomplete, incomplete_expired (the first payment failed), active, past_due (a renewal is being retried), canceled. */
    status: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodStart: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    /** Cents charged for the first period (after the promo). */
    amountPaid: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'MembershipSubscription' });
export type MembershipSubscription = z.infer<typeof membershipSubscriptionSchema>;

export const subscriptionResponse = z.object({ subscription: membershipSubscriptionSchema });
export const subscriptionListResponse = z.object({ subscriptions: z.array(membershipSubscriptionSchema) });

const creditCount = z.union([z.number().int(), z.literal('unlimited')]);
export const creditKindSchema = z.enum(CREDIT_KINDS);

export const creditEntrySchema = z.object({
  id: z.number().int(),
  kind: creditKindSchema,
  quantity: z.number().int(),
  remaining: z.number().int(),
  /** PLAN, PURCHASE, REFERRAL, ADMIN or REFUND. */
  source: z.string(),
  /** For a membership grant, the start of the period that granted it. */
  periodStart: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});

export const creditLedgerResponse = z.object({
  /** What is left of each kind now ('unlimited' where the plan includes the service). */
  balance: z.object({ devScan: creditCount, scan4K: creditCount, rush: creditCount, proScan: creditCount }),
  /** When the membership next renews and grants its credits; null when it will not. */
  nextGrantAt: z.string().nullable(),
  entries: z.array(creditEntrySchema),
});
export type CreditLedger = z.infer<typeof creditLedgerResponse>;

const tag = 'memberships';

export const membershipRoutes = {
  purchase: defineRoute({
    method: 'POST',
    path: '/users/:id/subscriptions/:plan',
    access: 'self',
    summary: 'Buy a membership tier with a card; the price is the plan’s (less a promo), never the client’s',
    tag,
    params: subscriptionPlanParams,
    query: purchaseMembershipQuery,
    body: purchaseMembershipBody,
    response: subscriptionResponse,
    status: 201,
    errors: [402, 409, 503],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/users/:id/subscriptions',
    access: 'self',
    summary: 'The customer’s memberships, the newest first',
    tag,
    params: z.strictObject({ id: idParamField() }),
    response: subscriptionListResponse,
  }),
  cancel: defineRoute({
    method: 'PUT',
    path: '/users/:id/subscriptions/:subscriptionId/cancel',
    access: 'self',
    summary: 'End the membership at the end of its period (it shows "Expires" instead of "Renews")',
    tag,
    params: subscriptionParams,
    response: subscriptionResponse,
    errors: [409, 503],
  }),
  resume: defineRoute({
    method: 'PUT',
    path: '/users/:id/subscriptions/:subscriptionId/resume',
    access: 'self',
    summary: 'Keep renewing a membership that was set to end, before its period ends',
    tag,
    params: subscriptionParams,
    response: subscriptionResponse,
    errors: [409, 503],
  }),
  credits: defineRoute({
    method: 'GET',
    path: '/users/:id/credits',
    access: 'self',
    summary: 'The member’s service credits: what is left of each kind, the grants, and when the next comes',
    tag,
    params: z.strictObject({ id: idParamField() }),
    response: creditLedgerResponse,
  }),
};
