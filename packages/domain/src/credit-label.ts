// The credit line on an order (spec section 4).
import type { OrderStatus } from './enums.js';

/** On an open order the credit is still the customer's balance; afterwards it has been spent on it. */
export function creditLineLabel(status: OrderStatus): 'Account Credit' | 'Applied Credit' {
  return status === 'OPEN' ? 'Account Credit' : 'Applied Credit';
}
