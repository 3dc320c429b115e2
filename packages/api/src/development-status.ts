// Status a customer can trust: the lab's general stats (spec sections 2.11, 3 and 7), an
// order's status read through the link in its e-mails (GET /public/orders/{id}?token=), and rushing
// rolls of a placed order (POST /users/{id}/orders/{orderId}/add-rush with rollIds).
import { ORDER_STATUSES } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { developmentOrderSchema, etaSchema, userOrderParams } from './development-orders.js';
import { idField, idParamField, text } from './fields.js';

const count = z.number().int();

/** Spec section 3 "General stats", exactly: the admin stats bar reads it. */
export const generalStatsResponse = z.object({
  turnaround: z.object({
    overall: z.object({
      /** Rolls received and not yet scanned. */
      totalOutstanding: count,
      /** Business days the queue takes at the lab's recent pace, at least the minimum (section 9). */
      estimatedDays: count,
    }),
    'E-6': z.object({ totalOutstanding: count }),
    'ECN-2': z.object({ totalOutstanding: count }),
  }),
  /** Rolls scanned today (lab time). */
  rsct: count,
  /** Rolls developed today. */
  rdt: count,
  /** Rolls synced today. */
  rst: count,
  /** Rolls synced yesterday. */
  rsy: count,
  /** Open orders (not complete or canceled) at each lab location, by its name. */
  obl: z.record(z.string(), count),
});
export type GeneralStats = z.infer<typeof generalStatsResponse>;

/** The status link's token (a signature of the order id; see the server's status-token.ts). */
const statusTokenField = text()
  .trim()
  .min(10, 'must be a token')
  .max(200, 'must be a token')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a token');

export const publicOrderParams = z.strictObject({ id: idParamField() });
export const publicOrderQuery = z.strictObject({ token: statusTokenField.optional() });

/** A roll as the status page shows it: the film and where it is, nothing about who sent it or what it cost. */
export const publicRollSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  format: z.string(),
  process: z.string(),
  /** The roll's stage (domain ROLL_STAGES). */
  stage: z.string(),
  rush: z.boolean(),
  estimatedReadyOn: z.string().nullable(),
});

/**
 * Without the token only the order's number comes back (`tracked: false`); with it, the order's
 * status, each roll's stage and the estimated ready date. Never a name, address, e-mail or price.
 */
export const publicOrderResponse = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  tracked: z.boolean(),
  status: z.enum(ORDER_STATUSES).nullable(),
  placedAt: z.string().nullable(),
  eta: etaSchema.nullable(),
  rolls: z.array(publicRollSchema),
});
export type PublicOrder = z.infer<typeof publicOrderResponse>;

export const addRushBody = z.strictObject({
  rollIds: z
    .array(idField(), 'must be a list of roll ids')
    .min(1, 'choose at least one roll')
    .max(100, 'at most 100 rolls'),
});
export type AddRushBody = z.infer<typeof addRushBody>;

export const addRushResponse = z.object({
  order: developmentOrderSchema,
  /** The rush added: per-roll price for the buyer, rolls paid with rush credits, cents before tax. */
  rush: z.object({ rolls: count, credited: count, unitCents: count, cents: count }),
  /** What the order's total grew by, tax included (cents); paid with the order from its summary. */
  difference: count,
});
export type AddRushResponse = z.infer<typeof addRushResponse>;

const tag = 'development orders';

export const developmentStatusRoutes = {
  generalStats: defineRoute({
    method: 'GET',
    path: '/public/general-stats',
    access: 'visitor',
    summary: 'The lab’s queue and today’s work (spec section 3 general stats), from the roll events',
    tag: 'general',
    response: generalStatsResponse,
  }),
  publicOrder: defineRoute({
    method: 'GET',
    path: '/public/orders/:id',
    access: 'visitor',
    errors: [403, 404],
    summary:
      'An order’s status for the link in its e-mails: with its token, each roll’s stage and the estimated ready date; without, only its number',
    tag,
    params: publicOrderParams,
    query: publicOrderQuery,
    response: publicOrderResponse,
  }),
  addRush: defineRoute({
    method: 'POST',
    path: '/users/:id/orders/:orderId/add-rush',
    access: 'self',
    errors: [404, 409],
    summary:
      'Rush rolls of an unpaid order not yet rushed nor scanned; the server re-prices the order (rush credits first) and the difference is paid with it',
    tag,
    params: userOrderParams,
    body: addRushBody,
    response: addRushResponse,
  }),
};
