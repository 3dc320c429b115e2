// The lab's orders board (spec 2.4 /admin/orders and 2.11): staff filter and page the
// queue, act on several orders at once, and find one order fast (GET /orders/quick-search).
import { FILM_PROCESSES, ORDER_STATUSES, PRIORITY_TIERS, ROLL_STAGES } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { rollEventBody, rollEventParams } from './development-orders.js';
import { idField, idParamField, MAX_INT, text, wholeQueryNumber } from './fields.js';

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(', ')}`);
const day = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real date');

export const BOARD_SORTS = ['newest', 'oldest'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_PAGE_SIZE = 50;

export const boardQuery = z.strictObject({
  status: oneOf(ORDER_STATUSES).optional(),
  /** Orders with at least one roll at this stage. */
  stage: oneOf(ROLL_STAGES).optional(),
  process: oneOf(FILM_PROCESSES).optional(),
  rush: oneOf(['true', 'false']).optional(),
  tier: oneOf(PRIORITY_TIERS).optional(),
  locationId: idParamField().optional(),
  /** Placed on or after this lab day. */
  from: day.optional(),
  /** Placed on or before this lab day. */
  to: day.optional(),
  sort: oneOf(BOARD_SORTS).optional(),
  /** The `nextCursor` of the page before. */
  after: text()
    .regex(/^\d{1,16}\.\d{1,10}$/, 'must be a cursor from the page before')
    .refine((value) => Number(value.split('.')[1]) <= MAX_INT, 'must be a cursor from the page before')
    .optional(),
  limit: wholeQueryNumber(1, 100).optional(),
});
export type BoardQuery = z.infer<typeof boardQuery>;

export const boardOrderSchema = z
  .object({
    id: z.number().int(),
    orderNumber: z.string(),
    /** Null for a guest's shop order: staff open it at /orders/{id}. */
    customerId: z.number().int().nullable(),
    /** The customer's name, or the name (else e-mail) the guest gave at checkout. */
    customerName: z.string(),
    customerEmail: z.string(),
    guest: z.boolean(),
    status: z.enum(ORDER_STATUSES),
    total: z.number().int(),
    createdAt: z.string(),
    receivedAt: z.string().nullable(),
    location: z.string().nullable(),
    rolls: z.number().int(),
    /** The earliest stage among its rolls (null without rolls). */
    stage: z.string().nullable(),
    processes: z.array(z.string()),
    rush: z.boolean(),
    tier: z.string().nullable(),
  })
  .meta({ id: 'BoardOrder' });
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const boardResponse = z.object({
  orders: z.array(boardOrderSchema),
  nextCursor: z.string().nullable(),
  /** Orders matching every filter but status, by status; `total` matches every filter. */
  counts: z.object({ byStatus: z.record(z.string(), z.number().int()), total: z.number().int() }),
});
export type BoardResponse = z.infer<typeof boardResponse>;

export const BULK_ACTIONS = ['receive', 'complete', 'add-rolls-event'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkBody = z
  .strictObject({
    action: oneOf(BULK_ACTIONS),
    orderIds: z
      .array(idField(), 'must be a list of order ids')
      .min(1, 'choose at least one order')
      .max(100, 'at most 100 orders'),
    /** For add-rolls-event: the step every roll of each order reaches. */
    event: rollEventParams.shape.eventId.optional(),
    note: rollEventBody.shape.note,
  })
  .refine((body) => body.action !== 'add-rolls-event' || body.event !== undefined, {
    path: ['event'],
    message: 'is required for add-rolls-event',
  });
export type BulkBody = z.infer<typeof bulkBody>;
/** What a client sends (the note may be left out). */
export type BulkRequest = z.input<typeof bulkBody>;

export const bulkResponse = z.object({
  /** One per order named, in order: what happened to it. */
  results: z.array(
    z.object({
      orderId: z.number().int(),
      ok: z.boolean(),
      status: z.enum(ORDER_STATUSES).nullable(),
      /** Why the order was left as it was. */
      error: z.string().nullable(),
    }),
  ),
});
export type BulkResponse = z.infer<typeof bulkResponse>;

export const QUICK_SEARCH_LIMIT = 10;

export const quickSearchQuery = z.strictObject({
  search: text().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
});

/** Spec section 3 "Quick search result", with what the panel shows of each order. */
export const quickSearchResponse = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: z.number().int(),
      /** Null for a guest's order: staff open it at /orders/{id}. */
      customerId: z.number().int().nullable(),
      /** The customer's name, or the name (else e-mail) the guest gave. */
      customerName: z.string(),
      guest: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  count: z.number().int(),
});
export type QuickSearchResponse = z.infer<typeof quickSearchResponse>;

const tag = 'lab board';

export const labBoardRoutes = {
  board: defineRoute({
    method: 'GET',
    path: '/orders/board',
    access: 'admin',
    summary: 'Staff: the lab’s orders, filtered and sorted, a page at a time (keyset), with counts by status',
    tag,
    query: boardQuery,
    response: boardResponse,
  }),
  bulk: defineRoute({
    method: 'POST',
    path: '/orders/bulk',
    access: 'admin',
    summary:
      'Staff: receive, complete or add a roll event to several orders; each order on its own, with its own result',
    tag,
    body: bulkBody,
    response: bulkResponse,
  }),
  quickSearch: defineRoute({
    method: 'GET',
    path: '/orders/quick-search',
    access: 'admin',
    summary: 'Staff: orders by number (10 + id), customer name or e-mail, or tracking number; newest first',
    tag,
    query: quickSearchQuery,
    response: quickSearchResponse,
  }),
};
