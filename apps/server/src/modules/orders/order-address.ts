// The address an order is shipped to and taxed from: a saved one of the customer's, or one typed in.
import type { OrderAddressInput } from '@filmlab/api';
import type { OrderAddress } from '../../db/schema/orders.js';
import { AppError } from '../../errors.js';
import type { Buyer } from './buyer.js';

type AddressInput = Omit<Partial<OrderAddressInput>, 'state'> & { state?: string };

export function resolveAddress(input: AddressInput, buyer: Buyer, field = 'address'): OrderAddress {
  if (input.addressId !== undefined) {
    const saved = buyer.addresses.find((a) => a.id === input.addressId);
    if (!saved) {
      const message = `${field}.addressId: is not one of the customer's addresses`;
      throw new AppError('BAD_REQUEST', message, [message]);
    }
    return {
      addressId: saved.id,
      address1: saved.address1,
      address2: saved.address2,
      city: saved.city,
      state: saved.state,
      zip: saved.zip,
      country: saved.country,
    };
  }
  return {
    addressId: null,
    address1: (input.address1 ?? input.line1)!,
    address2: input.address2 ?? null,
    city: input.city!,
    state: input.state!,
    zip: input.zip!,
    country: 'US',
  };
}

/** The primary (billing) address, as an order address; null when the customer saved none. */
export function billingAddress(buyer: Buyer): OrderAddress | null {
  const primary = buyer.addresses.find((a) => a.primary) ?? buyer.addresses[0];
  return primary ? resolveAddress({ addressId: primary.id }, buyer) : null;
}
