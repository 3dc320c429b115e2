import { z } from 'zod';

export const roleSchema = z.enum(['ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR']);

export const addressSchema = z
  .object({
    id: z.number().int(),
    placeId: z.string().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    primary: z.boolean(),
    userId: z.number().int(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

export const preferenceSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    value: z.string(),
  })
  .meta({ id: 'Preference' });
export type Preference = z.infer<typeof preferenceSchema>;

/** Membership as the account menu shows it (spec section 4: renewing, expiring, lapsed). */
export const membershipSchema = z
  .object({
    plan: z.string(),
    status: z.enum(['renewing', 'expiring', 'lapsed', 'none']),
    /** End of the paid period, ISO date-time; null for non-members. */
    periodEnd: z.string().nullable(),
  })
  .meta({ id: 'Membership' });

/** The user as the signed-in person (or an admin) sees it: GET /auth/current-user, GET /users/:id. */
export const userSchema = z
  .object({
    id: z.number().int(),
    role: roleSchema,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    credits: z.number().int(),
    active: z.boolean(),
    firstOrderCreated: z.boolean(),
    referralCode: z.string(),
    addresses: z.array(addressSchema),
    preferences: z.array(preferenceSchema),
    membership: membershipSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
