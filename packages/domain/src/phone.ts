// Phone numbers: what a person may enter, and the E.164 form (+ country code, number) a text message
// provider dials. People keep the number as they wrote it; it is dialable exactly when it has an E.164
// form, so the form refuses what a courier's text could never reach.

/** Said to a person whose number has no E.164 form. */
export const PHONE_RULE = 'must be a phone number: 10 digits for a US number, or + and the country code';

/** What people type around the digits: spaces, dashes, dots and brackets. */
const WRITTEN = /^\+?[\d\s().-]+$/;

/** A North American number (NANP): area code and exchange each start with 2 to 9. */
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * The E.164 form of a phone number as a person wrote it, or null when it has none. A number without
 * a leading + is read as North American (10 digits, or 11 starting with 1), the lab's own; any other
 * country's number is written with + and its country code (7 to 15 digits in all, E.164's limit).
 */
export function phoneToE164(written: string | null | undefined): string | null {
  const value = written?.trim() ?? '';
  if (!WRITTEN.test(value) || value.indexOf('+') > 0) return null;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) {
    if (digits.startsWith('1')) return NANP.test(digits.slice(1)) ? `+${digits}` : null;
    return /^[2-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (NANP.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1') && NANP.test(digits.slice(1))) return `+${digits}`;
  return null;
}
