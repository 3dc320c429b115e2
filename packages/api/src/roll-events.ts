// The roll events dashboard (spec 2.4: /admin/roll-events-dashboard and /{event}): rolls per event
// per day against the queue, and the rolls at one stage for a station to move on with the
// development orders' add-rolls-event call.
import { ROLL_STAGES } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { wholeQueryNumber } from './fields.js';

const stageCounts = z.object(
  Object.fromEntries(ROLL_STAGES.map((stage) => [stage, z.number().int()])) as Record<
    (typeof ROLL_STAGES)[number],
    z.ZodNumber
  >,
);

export const rollEventDaysQuery = z.strictObject({ days: wholeQueryNumber(1, 90).default(14) });

export const rollEventDaysResponse = z.object({
  /** One entry per lab day, oldest first, ending today: the rolls that took each event that day. */
  days: z.array(z.object({ date: z.string(), events: stageCounts.omit({ CREATED: true }) })),
  /** The rolls at each stage now: the queue each step works through. */
  stages: stageCounts,
});
export type RollEventDays = z.infer<typeof rollEventDaysResponse>;

export const stageRollsParams = z.strictObject({
  event: z.enum(ROLL_STAGES, `must be one of ${ROLL_STAGES.join(', ')}`),
});
export const stageRollsQuery = z.strictObject({
  limit: wholeQueryNumber(1, 500).default(100),
  offset: wholeQueryNumber(0, 1_000_000).default(0),
});

export const stageRollSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  brand: z.string(),
  model: z.string(),
  format: z.string(),
  process: z.string(),
  rush: z.boolean(),
  /** When the roll reached this stage (its order's creation for CREATED). */
  since: z.string(),
});
export type StageRoll = z.infer<typeof stageRollSchema>;

const tag = 'roll events';

export const rollEventRoutes = {
  days: defineRoute({
    method: 'GET',
    path: '/roll-events/days',
    access: 'admin',
    summary: 'Staff: rolls per event per lab day, and the rolls at each stage now',
    tag,
    query: rollEventDaysQuery,
    response: rollEventDaysResponse,
  }),
  stage: defineRoute({
    method: 'GET',
    path: '/roll-events/:event/rolls',
    access: 'admin',
    summary: 'Staff: the rolls at one stage, rush first, then the longest waiting',
    tag,
    params: stageRollsParams,
    query: stageRollsQuery,
    response: z.object({ rolls: stageRollSchema.array(), count: z.number().int() }),
  }),
};
