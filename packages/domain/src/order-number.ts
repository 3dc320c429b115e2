// The order number customers see (spec section 2.13).

const PREFIX = '10';

/** '10' followed by the order id: order 42 is number 1042. */
export function orderNumber(id: string | number): string {
  return `${PREFIX}${id}`;
}

/** The order id behind a number a person typed ('1042' -> '42'), or null if it is not one. */
export function orderIdFromNumber(value: string): string | null {
  const digits = value.trim().replace(/^#/, '');
  if (!/^\d+$/.test(digits) || !digits.startsWith(PREFIX) || digits.length <= PREFIX.length) return null;
  const id = digits.slice(PREFIX.length);
  // Ids carry no leading zero, so '1007' was never an order number.
  return id.startsWith('0') ? null : id;
}
