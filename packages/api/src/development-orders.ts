// Schemas of development orders (spec sections 3, 4 and 7: POST/GET /users/{id}/orders): the rolls
// and choices of a draft go in, never an amount. The server prices them with the domain's
// priceDevelopmentOrder from the buyer's plan and credits, and answers the order with its rolls.
import {
  FILM_FORMAT_VALUES,
  FILM_PROCESSES,
  NEGATIVES_ACTIONS,
  PUSH_PULL_STOPS,
  ROLL_EVENTS,
  SCAN_SIZES,
  SERVICE_LEVEL_VALUES,
  SLEEVING_VALUES,
} from '@filmlab/domain';
import { z } from 'zod';
import { idField, idParamField, required, text } from './fields.js';
import { orderSchema } from './order-responses.js';
import { listOrdersQuery, orderLineInput, orderLinePrint, updateOrderBody } from './orders.js';

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((s) => (s === '' || s === undefined ? null : s));

/** One roll of the draft: the film (free text allowed beside the seeded stocks) and its choices. */
export const developmentRollInput = z.strictObject({
  brand: optionalText(60),
  model: required(100),
  format: z.enum(FILM_FORMAT_VALUES, `must be one of ${FILM_FORMAT_VALUES.join(', ')}`),
  process: z.enum(FILM_PROCESSES, `must be one of ${FILM_PROCESSES.join(', ')}`),
  crossProcess: z.boolean('must be true or false').default(false),
  pushPull: z
    .number('must be a number of stops')
    .int('must be a whole number of stops')
    .refine((n) => (PUSH_PULL_STOPS as readonly number[]).includes(n), `must be one of ${PUSH_PULL_STOPS.join(', ')}`)
    .default(0)
    .transform((n) => n as (typeof PUSH_PULL_STOPS)[number]),
  scanQuality: z.enum(SCAN_SIZES, `must be one of ${SCAN_SIZES.join(', ')}`).default('STANDARD_2K'),
  rush: z.boolean('must be true or false').default(false),
  sleeving: z.enum(SLEEVING_VALUES, `must be one of ${SLEEVING_VALUES.join(', ')}`).default('NONE'),
  prints: z.boolean('must be true or false').default(false),
  returnToCustomer: z.boolean('must be true or false').default(false),
  notes: optionalText(2000),
});
export type DevelopmentRollInput = z.infer<typeof developmentRollInput>;

export const INBOUND_METHODS = ['DROP_OFF', 'EXTERNAL_FULFILLMENT', 'PREPAID_LABEL', 'COURIER_PICK_UP'] as const;

/** How the film reaches the lab: drop off at a location, ship it yourself, or a prepaid label. */
export const inboundInput = z.strictObject({
  method: z.enum(INBOUND_METHODS, `must be one of ${INBOUND_METHODS.join(', ')}`),
  /** A prepaid label's service; FedEx Ground when absent. */
  serviceLevel: z.enum(SERVICE_LEVEL_VALUES, 'must be a service level').nullable().optional(),
  /** Drop off: the lab location. */
  locationId: idField().nullable().optional(),
  /** Prepaid label: the saved address it is sent from. */
  customerAddressId: idField().nullable().optional(),
});

export const createDevelopmentOrderBody = z.strictObject({
  rolls: z
    .array(developmentRollInput, 'must be a list of rolls')
    .min(1, 'add at least one roll')
    .max(100, 'at most 100 rolls'),
  negativesAction: z
    .enum(NEGATIVES_ACTIONS, `must be one of ${NEGATIVES_ACTIONS.join(', ')}`)
    .nullable()
    .default(null),
  inbound: inboundInput,
  /**
   * The saved address a prepaid label is sent from and negatives go back to; absent: the customer's
   * primary address. An order that needs neither (dropped off, nothing sent back) is taxed where the lab is.
   */
  addressId: idField().nullable().optional(),
  notes: optionalText(2000),
});
export type CreateDevelopmentOrderBody = z.infer<typeof createDevelopmentOrderBody>;

export const rollEventParams = z.strictObject({
  id: idParamField(),
  eventId: z.enum(ROLL_EVENTS, `must be one of ${ROLL_EVENTS.join(', ')}`),
});
/** The rolls the event is for; all the order's rolls when absent. */
export const rollEventBody = z.strictObject({
  rollIds: z
    .array(idField(), 'must be a list of roll ids')
    .min(1, 'name at least one roll')
    .max(100, 'at most 100 rolls')
    .optional(),
  note: optionalText(500),
});

export const userOrderParams = z.strictObject({ id: idParamField(), orderId: idParamField() });

/** A print to add to an order: a PRINT line with the print it carries (never a price). */
export const newPrintInput = orderLineInput.extend({ print: orderLinePrint });

/**
 * The order update under the customer's path (spec 7: "Order update carries newLines, newShipments,
 * newPrints, newRolls"): PUT /orders/:id's fields, plus prints and rolls to add. Lines, prints and
 * shipments change an open order only; rolls are added to an order of film (an open one for the
 * customer; staff adjust an invoiced or paid one too, which is invoiced the difference).
 */
export const updateUserOrderBody = updateOrderBody.extend({
  newPrints: z.array(newPrintInput, 'must be a list of prints').max(100, 'at most 100 prints').optional(),
  newRolls: z
    .array(developmentRollInput, 'must be a list of rolls')
    .min(1, 'add at least one roll')
    .max(100, 'at most 100 rolls')
    .optional(),
});
export type UpdateUserOrderBody = z.infer<typeof updateUserOrderBody>;
export const userOrdersParams = z.strictObject({ id: idParamField() });
export const userOrdersQuery = listOrdersQuery.omit({ customerId: true });

export const developmentRollSchema = z
  .object({
    id: z.number().int(),
    brand: z.string(),
    model: z.string(),
    format: z.string(),
    process: z.string(),
    /** The roll's stage: the last lab event (CREATED until the lab receives it). */
    status: z.string(),
    crossProcess: z.boolean(),
    pushPull: z.number().int(),
    scanQuality: z.enum(SCAN_SIZES),
    rush: z.boolean(),
    sleeving: z.enum(SLEEVING_VALUES),
    prints: z.boolean(),
    returnToCustomer: z.boolean(),
    negativesAction: z.enum(NEGATIVES_ACTIONS).nullable(),
    notes: z.string().nullable(),
    receivedAt: z.string().nullable(),
    developedAt: z.string().nullable(),
    scannedAt: z.string().nullable(),
    /** The lab day (YYYY-MM-DD) its scans should be ready, from the live queue; null once scanned. */
    estimatedReadyOn: z.string().nullable().optional(),
  })
  .meta({ id: 'DevelopmentRoll' });
export type DevelopmentRoll = z.infer<typeof developmentRollSchema>;

const creditCounts = z.object({
  devScan: z.number().int(),
  scan4K: z.number().int(),
  rush: z.number().int(),
  proScan: z.number().int(),
});

/** The service credits a member can spend now (the draft's live price spends them first). */
export const serviceCreditsResponse = z.object({ credits: creditCounts });

/** An estimated ready date (domain estimateReadyDate): a lab day and the business days until it. */
export const etaSchema = z.object({ readyOn: z.string(), businessDays: z.number().int() }).meta({ id: 'Eta' });

/** An order with its rolls; `credits` says what the service credits paid for (none on shop orders). */
export const developmentOrderSchema = z
  .object({
    order: orderSchema,
    rolls: z.array(developmentRollSchema),
    /** Service credits the order's lines are paid with (spent when the order is paid). */
    credits: z.object({ used: creditCounts }),
    /** Cents paid on the order so far; null if never paid. An adjusted order owes `total - paid`. */
    paid: z.number().int().nullable().optional(),
    /** When the whole order should be ready (its last roll), on the summary; null once every roll is. */
    eta: etaSchema.nullable().optional(),
  })
  .meta({ id: 'DevelopmentOrder' });
export type DevelopmentOrder = z.infer<typeof developmentOrderSchema>;
export const developmentOrderResponse = developmentOrderSchema;
export const developmentOrderListResponse = z.object({
  orders: z.array(developmentOrderSchema),
  count: z.number().int(),
});
