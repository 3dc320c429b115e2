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

// Providers whose addresses ignore dots in the local part (first.last@ and firstlast@ are one inbox).
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The one inbox an address delivers to, for counting "once per person" (promo uses, referrals):
 * lower-cased and trimmed, the `+tag` dropped, and for Gmail the dots too. Only for comparing;
 * mail always goes to the address as the person typed it.
 */
export function canonicalEmail(s: string): string {
  const email = normalizeEmail(s).toLowerCase();
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  let domain = email.slice(at + 1);
  let local = email.slice(0, at).split('+')[0]!;
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  // An address that is all tag ("+x@...") keeps what it had rather than becoming "@domain".
  return local ? `${local}@${domain}` : email;
}
