import { z } from 'zod';
import { defineRoute } from './define.js';

export const outboxEmailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    /** STORED (kept in the outbox only), QUEUED (being sent), SENT or FAILED. */
    status: z.enum(['STORED', 'QUEUED', 'SENT', 'FAILED']),
    /** Why delivery failed, for FAILED. */
    error: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  /** Only messages to this address (case-insensitive, exact). */
  to: z.string().trim().max(254).optional(),
});

export const outboxRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/outbox',
    access: 'admin',
    summary: 'E-mails the platform has sent or stored, newest first',
    tag: 'outbox',
    query: outboxQuery,
    response: z.object({ emails: outboxEmailSchema.array(), count: z.number().int() }),
  }),
};
