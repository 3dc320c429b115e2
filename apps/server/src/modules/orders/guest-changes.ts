// A guest's e-mail, name and address as order changes.
import type { GuestAddressData } from '../../db/schema/orders.js';
import type { Buyer } from './buyer.js';
import { resolveAddress } from './order-address.js';
import type { OrderChanges } from './save-order.js';

interface GuestAddressInput {
  address1?: string | null;
  line1?: string | null;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export function guestChanges(
  body: { email?: string; name?: string; address?: GuestAddressInput },
  buyer: Buyer,
  previous?: GuestAddressData | null,
): Pick<OrderChanges, 'address' | 'guest'> {
  const address = body.address ? resolveAddress(body.address, buyer) : undefined;
  const base = address ?? previous;
  const data: GuestAddressData | undefined = base
    ? {
        name: body.name ?? previous?.name ?? buyer.name,
        email: body.email ?? previous?.email ?? buyer.email,
        address1: base.address1,
        address2: base.address2 ?? null,
        city: base.city,
        state: base.state,
        zip: base.zip,
        country: 'US',
      }
    : undefined;
  return {
    ...(address ? { address } : {}),
    guest: { ...(body.email ? { email: body.email } : {}), ...(data ? { data } : {}) },
  };
}
