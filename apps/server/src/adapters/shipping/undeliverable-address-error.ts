import type { AddressCheck } from './shipping-provider.js';

/** A label was asked for an address the check refused; the check's errors and suggestion go to the customer. */
export class UndeliverableAddressError extends Error {
  constructor(readonly check: AddressCheck) {
    super(`The address was not accepted: ${check.errors.join('; ')}`);
    this.name = 'UndeliverableAddressError';
  }
}
