// One formatter for every amount shown to a person; amounts are integer cents everywhere else.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 123456 -> '$1,234.56' */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
