import { PHONE_RULE, phoneToE164 } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { roleSchema, userSchema } from './user.js';
import { text } from './fields.js';

const name = text().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
const email = text().trim().pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters'));

/**
 * A phone number, kept as the person wrote it ("(212) 555-0100", "+44 20 7946 0958") with runs of
 * spaces made one, when it has an E.164 form (the domain's `phoneToE164`: 10 digits for a US number,
 * or + and the country code), so a courier's text can reach it. "" or null means no phone. Search
 * matches on the digits alone.
 */
export const phoneField = text()
  .trim()
  .max(32, PHONE_RULE)
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!phoneToE164(value)) {
      ctx.addIssue({ code: 'custom', message: PHONE_RULE });
      return z.NEVER;
    }
    return value.replace(/\s+/g, ' ');
  });

/**
 * What a person may change about themselves. Role, credits and the member flag are not here on
 * purpose: an unknown field is a 400, so a customer can never send them.
 */
export const updateUserBody = z.strictObject({
  firstName: name.optional(),
  lastName: name.optional(),
  /** null or "" clears the phone number. */
  phone: phoneField.optional(),
  /** A new e-mail needs `currentPassword` from the account's owner (not from an admin changing someone else's). */
  email: email.optional(),
  /** The account's password, to prove a change of e-mail comes from its owner. */
  currentPassword: text().min(1, 'is required').max(1024, 'must be at most 1024 characters').optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const listUsersQuery = z.object({
  /** Matches first name, last name, full name, e-mail or phone, case-insensitively. */
  query: text().trim().max(200, 'must be at most 200 characters').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const userListSchema = z.object({
  users: z.array(userSchema),
  /** Every match, not only this page. */
  count: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;

export const createUserBody = z.strictObject({
  email,
  firstName: name,
  lastName: name,
  role: roleSchema,
  phone: phoneField.optional(),
  /** Without one, the person is e-mailed a link to choose their own password. */
  password: text().max(1024, 'must be at most 1024 characters').optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

const tag = 'users';

export const userRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/users/:id',
    access: 'self',
    summary: 'One user, as that user or an admin sees it',
    tag,
    params: idParam,
    response: userSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/users/:id',
    access: 'self',
    summary: 'Change name, phone or e-mail',
    errors: [409],
    tag,
    params: idParam,
    body: updateUserBody,
    response: userSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/users',
    access: 'admin',
    summary: 'Search users by name, e-mail or phone, a page at a time',
    tag,
    query: listUsersQuery,
    response: userListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/users',
    access: 'admin',
    summary: 'Create a user with any role',
    errors: [409],
    tag,
    body: createUserBody,
    response: userSchema,
    status: 201,
  }),
};
