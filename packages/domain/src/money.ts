// One formatter for every amount shown to a person; amounts are integer cents everywhere else.
// Written out rather than through Intl.NumberFormat: a page's first Intl formatter loads the locale
// data, about 30 ms of the shop pages' start-up on a phone, for a format that never changes here.

/** 123456 -> '$1,234.56', -500 -> '-$5.00' (what Intl.NumberFormat en-US USD writes). */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * What a person typed as a dollar amount, in cents: '12.5' -> 1250, '$1,234.56' -> 123456, '7' -> 700.
 * Null for anything that is not a non-negative amount with at most two decimals ('', '1.234', '-3',
 * 'abc'). Digits are read as text, never through floating point, so '0.29' is 29, not 28.
 */
export function parseDollars(input: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/.exec(input.trim());
  if (!match || (match[1] === undefined && !match[2])) return null;
  const dollars = Number((match[1] ?? '0').replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as a person edits them: 1250 -> '12.50' (no symbol, no thousands separator). */
export function centsToDollarInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
