import { z } from 'zod';
import { defineRoute } from './define.js';
import { usZipField } from './addresses.js';

export const joinWaitlistBody = z.strictObject({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .pipe(z.email('must be a valid e-mail address').max(254)),
  zip: usZipField.optional(),
  /** The membership plan the person is waiting for, e.g. NICE_2025. */
  planId: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'must be a plan id such as NICE_2025')
    .optional(),
  /** Free text: what they are waiting for (a service, a city, a product). */
  interest: z.string().trim().max(200).optional(),
});
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

export const waitlistEntrySchema = z
  .object({
    email: z.string(),
    /** When the address first joined. */
    joinedAt: z.string(),
    /** True when this e-mail was already on the list (the answer is then 200, not 201). */
    alreadyJoined: z.boolean(),
  })
  .meta({ id: 'WaitlistEntry' });

export const waitlistRoutes = {
  join: defineRoute({
    method: 'POST',
    path: '/waitlist',
    access: 'visitor',
    summary: 'Join the waitlist; 201 the first time, 200 when the e-mail is already on it',
    tag: 'waitlist',
    body: joinWaitlistBody,
    response: waitlistEntrySchema,
    status: 201,
  }),
};
