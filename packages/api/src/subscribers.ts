import { z } from 'zod';
import { defineRoute } from './define.js';
import { text } from './fields.js';

/** A US zip code, or '0' (the spec's "zip unknown"); 9 digits are stored as 12345-6789. */
export const subscriberZipField = text()
  .trim()
  .regex(/^(?:0|\d{5}(?:-?\d{4})?)$/, 'must be a US zip code (5 or 9 digits)')
  .transform((zip) => (zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip));

/**
 * The format of the address is checked by the server with the newsletter rule of @filmlab/domain
 * (isValidEmail), the same rule that enables the form's Submit button.
 */
export const subscribeBody = z.strictObject({
  email: text().trim().min(1, 'is required').max(254, 'must be at most 254 characters'),
  zip: subscriberZipField.optional(),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** The same answer for a new and a repeated subscription, so it reveals nothing stored. */
export const subscriptionSchema = z
  .object({
    email: z.string(),
    subscribed: z.literal(true),
  })
  .meta({ id: 'NewsletterSubscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    /** '0' when unknown. */
    zip: z.string(),
    ipAddress: z.string().nullable(),
    /** ISO 3166 two-letter code from the proxy in front, when it gives one. */
    country: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const listSubscribersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const tag = 'subscribers';

export const subscriberRoutes = {
  subscribe: defineRoute({
    method: 'POST',
    path: '/subscribers',
    access: 'visitor',
    summary: 'Subscribe to the newsletter; 201 the first time, 200 with the same answer when already subscribed',
    tag,
    body: subscribeBody,
    response: subscriptionSchema,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/subscribers',
    access: 'admin',
    summary: 'Newsletter subscribers, newest first',
    tag,
    query: listSubscribersQuery,
    response: z.object({ subscribers: subscriberSchema.array(), count: z.number().int() }),
  }),
};
