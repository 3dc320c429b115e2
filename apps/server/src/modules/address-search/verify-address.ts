import type { AddressCheckResponse, VerifyAddressBody } from '@filmlab/api';
import type { ShippingProvider } from '../../adapters/shipping/shipping-provider.js';
import { AppError } from '../../errors.js';

/**
 * Checks an address the way a label purchase will: EasyPost's verification, or locally the
 * ZIP, city and state against the data set; a correction is offered for the customer to accept.
 */
export async function verifyAddress({
  shipping,
  address,
  log,
}: {
  shipping: ShippingProvider;
  address: Omit<VerifyAddressBody, 'address2'> & { address2?: string | null };
  log: (err: unknown) => void;
}): Promise<AddressCheckResponse> {
  let check;
  try {
    check = await shipping.verifyAddress({
      name: 'Address check',
      street1: address.address1,
      street2: address.address2 ?? null,
      city: address.city,
      state: address.state,
      zip: address.zip,
    });
  } catch (err) {
    log(err);
    throw new AppError('UNAVAILABLE', 'The address check is not answering; the address can still be saved', [
      'address1: the address check is not answering',
    ]);
  }
  const s = check.suggestion;
  return {
    deliverable: check.deliverable,
    errors: check.errors,
    suggestion: s
      ? { address1: s.street1, address2: s.street2 ?? null, city: s.city, state: s.state, zip: s.zip }
      : null,
  };
}
