import { isValidEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@filmlab/domain';
import { z } from 'zod';

// What the forms check before asking the server. The server has the last word (common passwords,
// an e-mail already registered) and its field errors are shown under the same fields.

export const emailField = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .refine((value) => isValidEmail(value), 'Enter a valid e-mail address, like name@example.com.');

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password.'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100, 'Use at most 100 characters.'),
  lastName: z.string().trim().min(1, 'Enter your last name.').max(100, 'Use at most 100 characters.'),
  email: emailField,
  password: newPasswordField,
});
export type SignupValues = z.infer<typeof signupSchema>;

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

export const newPasswordSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: "The passwords don't match." });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember and hard to guess.`;

export const twoFactorSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the six digits from the e-mail.')),
});
export type TwoFactorValues = z.input<typeof twoFactorSchema>;
