import { z } from 'zod';
import { defineRoute } from './define.js';
import { userSchema } from './user.js';
import { text } from './fields.js';

// Every route that answers with a user also sends a fresh session token in the `authorization`
// response header (the raw token, no "Bearer " prefix). The client stores it and sends it back as
// `Authorization: Bearer <token>` (spec section 4, Session).

const email = text().trim().pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters'));
/** Password rules (length, common passwords) live in @filmlab/domain and are checked by the server. */
const password = text().max(1024, 'must be at most 1024 characters');
const name = text().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

export const signupBody = z.strictObject({ email, password, firstName: name, lastName: name });
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

const tag = 'auth';

export const authRoutes = {
  signup: defineRoute({
    method: 'POST',
    path: '/auth/signup',
    access: 'visitor',
    summary: 'Create a customer account; the session token comes back in the authorization header',
    tag,
    body: signupBody,
    response: userSchema,
    status: 201,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    access: 'visitor',
    summary: 'Log in with e-mail and password; the session token comes back in the authorization header',
    tag,
    body: loginBody,
    response: userSchema,
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: '/auth/current-user',
    access: 'user',
    summary: 'The signed-in user',
    tag,
    response: userSchema,
  }),
  googleSignIn: defineRoute({
    method: 'POST',
    path: '/auth/google-signin',
    access: 'visitor',
    summary: 'Log in or sign up with a Google ID token',
    tag,
    body: providerTokenBody,
    response: userSchema,
  }),
  facebookSignIn: defineRoute({
    method: 'POST',
    path: '/auth/facebook-signin',
    access: 'visitor',
    summary: 'Log in or sign up with a Facebook (Limited Login) ID token',
    tag,
    body: providerTokenBody,
    response: userSchema,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/auth/password-reset',
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
    response: userSchema,
  }),
  requestTwoFactorCode: defineRoute({
    method: 'POST',
    path: '/auth/managers/request-two-factor-code',
    access: 'user',
    summary: 'E-mail a six-digit code to a staff account (admin, vendor, messenger)',
    tag,
    response: twoFactorRequestResponse,
  }),
  verifyTwoFactorCode: defineRoute({
    method: 'POST',
    path: '/auth/managers/verify-two-factor-code',
    access: 'user',
    summary: 'Check the six-digit code sent to a staff account',
    tag,
    body: twoFactorVerifyBody,
    response: twoFactorVerifyResponse,
  }),
};
