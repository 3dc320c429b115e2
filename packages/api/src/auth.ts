import { z } from 'zod';
import { defineRoute, emptyResponse } from './define.js';
import { userSchema } from './user.js';
import { text } from './fields.js';

// Every route that answers with a user also sends a fresh session token in the `authorization`
// response header (the raw token, no "Bearer " prefix). The client stores it and sends it back as
// `Authorization: Bearer <token>` (spec section 4, Session).

const email = text().trim().pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters'));
/** Password rules (length, common passwords) live in @filmlab/domain and are checked by the server. */
const password = text().max(1024, 'must be at most 1024 characters');
const name = text().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

/** A friend's referral code (the /signup?ref= link): both accounts are rewarded once this one's first order is paid. */
const referralCode = text()
  .trim()
  .max(20, 'must be at most 20 characters')
  .optional()
  .transform((s) => (s ? s : undefined));

export const signupBody = z.strictObject({ email, password, firstName: name, lastName: name, referralCode });
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.strictObject({ email, password: password.min(1, 'is required') });
export type LoginBody = z.infer<typeof loginBody>;

export const providerTokenBody = z.strictObject({
  /** The provider's OpenID Connect ID token (a JWT). */
  token: text().min(1, 'is required').max(10_000, 'is too long'),
});

export const passwordResetRequestBody = z.strictObject({ email });
export const passwordResetRequestedResponse = z.object({ message: z.string() });

export const resetTokenQuery = z.object({ token: text().min(1, 'is required').max(200, 'is too long') });
export const resetTokenValidity = z.object({ valid: z.boolean() });

export const passwordResetBody = z.strictObject({
  password,
  token: text().min(1, 'is required').max(200, 'is too long'),
});
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const twoFactorRequestResponse = z.object({
  message: z.string(),
  /** When the code stops working, ISO date-time. */
  expiresAt: z.string(),
});
export const twoFactorVerifyBody = z.strictObject({
  code: text()
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits'),
});
export const twoFactorVerifyResponse = z.object({ verified: z.literal(true) });

/**
 * The signed-in person, as login, signup and current-user answer: the user, and whether this session
 * must still enter the six-digit code e-mailed to a staff account before it can do staff work.
 */
export const signedInUserSchema = userSchema.extend({ twoFactorRequired: z.boolean() }).meta({ id: 'SignedInUser' });
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** One of the caller's sessions that still works (a browser or device they are signed in on). */
export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The browser's user agent when the session started, if it sent one. */
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });

export const changePasswordBody = z.strictObject({
  currentPassword: password.min(1, 'is required'),
  /** The new password; its rules live in @filmlab/domain and are checked by the server. */
  password,
});

/** Optional: without a body, every session ends, this one too. */
export const logoutEverywhereBody = z.strictObject({
  /** Keep the session this request is made with ("log out everywhere else"). */
  keepThisSession: z.boolean({ error: 'must be true or false' }).default(false),
});
export const logoutEverywhereResponse = z.object({
  /** How many sessions were ended. */
  ended: z.number().int(),
});
export const sessionIdParam = z.strictObject({ sessionId: z.uuid('must be a session id') });

const tag = 'auth';

export const authRoutes = {
  signup: defineRoute({
    method: 'POST',
    path: '/auth/signup',
    errors: [409],
    access: 'visitor',
    summary: 'Create a customer account; the session token comes back in the authorization header',
    tag,
    body: signupBody,
    response: signedInUserSchema,
    status: 201,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    errors: [401, 429],
    access: 'visitor',
    summary: 'Log in with e-mail and password; the session token comes back in the authorization header',
    tag,
    body: loginBody,
    response: signedInUserSchema,
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: '/auth/current-user',
    access: 'user',
    summary: 'The signed-in user, and whether this session must still enter its two-factor code',
    tag,
    response: signedInUserSchema,
  }),
  googleSignIn: defineRoute({
    method: 'POST',
    path: '/auth/google-signin',
    errors: [401, 404, 409, 503],
    access: 'visitor',
    summary: 'Log in or sign up with a Google ID token',
    tag,
    body: providerTokenBody,
    response: signedInUserSchema,
  }),
  facebookSignIn: defineRoute({
    method: 'POST',
    path: '/auth/facebook-signin',
    errors: [401, 404, 409, 503],
    access: 'visitor',
    summary: 'Log in or sign up with a Facebook (Limited Login) ID token',
    tag,
    body: providerTokenBody,
    response: signedInUserSchema,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/auth/password-reset',
    errors: [429],
    access: 'visitor',
    summary: 'E-mail a password reset link; answers the same whether or not the account exists',
    tag,
    body: passwordResetRequestBody,
    response: passwordResetRequestedResponse,
  }),
  validateResetToken: defineRoute({
    method: 'GET',
    path: '/auth/password-reset/validate-token',
    access: 'visitor',
    summary: 'Whether a password reset token can still be used',
    tag,
    query: resetTokenQuery,
    response: resetTokenValidity,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/auth/password-reset/reset',
    access: 'visitor',
    summary: 'Set a new password with a reset token; signs out every other session',
    tag,
    body: passwordResetBody,
    response: signedInUserSchema,
  }),
  requestTwoFactorCode: defineRoute({
    method: 'POST',
    path: '/auth/managers/request-two-factor-code',
    errors: [429],
    access: 'user',
    summary: 'E-mail a six-digit code to a staff account (admin, vendor, messenger)',
    tag,
    response: twoFactorRequestResponse,
  }),
  verifyTwoFactorCode: defineRoute({
    method: 'POST',
    path: '/auth/managers/verify-two-factor-code',
    access: 'user',
    summary: 'Check the six-digit code sent to a staff account; a right code lets this session do staff work',
    tag,
    body: twoFactorVerifyBody,
    response: twoFactorVerifyResponse,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/auth/password',
    access: 'user',
    summary:
      'Choose a new password, giving the current one; every session ends and a new token comes back in the authorization header',
    tag,
    body: changePasswordBody,
    response: signedInUserSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    access: 'user',
    summary: 'End the session this request is made with; its token stops working on every app process',
    tag,
    response: emptyResponse,
  }),
  logoutEverywhere: defineRoute({
    method: 'POST',
    path: '/auth/logout-everywhere',
    access: 'user',
    summary: 'End every session of the caller, or every one but this (keepThisSession)',
    tag,
    body: logoutEverywhereBody.nullish(),
    response: logoutEverywhereResponse,
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/auth/sessions',
    access: 'user',
    summary: "The caller's sessions that still work, most recently used first",
    tag,
    response: sessionListSchema,
  }),
  endSession: defineRoute({
    method: 'DELETE',
    path: '/auth/sessions/:sessionId',
    access: 'user',
    summary: "End one of the caller's sessions",
    tag,
    params: sessionIdParam,
    response: emptyResponse,
  }),
};
