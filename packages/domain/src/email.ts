// E-mail address check for the newsletter forms (spec section 5).

// The HTML living standard's pattern for <input type="email">, so the browser and this rule agree,
// plus a dot in the domain: a newsletter address has to be deliverable on the internet.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The longest address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;

/** Surrounding spaces are forgiven (they come from pasting); store `normalizeEmail(s)`. */
export function isValidEmail(s: string | null | undefined): boolean {
  const email = normalizeEmail(s ?? '');
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

export function normalizeEmail(s: string): string {
  return s.trim();
}
