import type { Address } from '@filmlab/api';
import type { AddressRow } from './store.js';

export function presentAddress(row: AddressRow): Address {
  return {
    id: row.id,
    placeId: row.placeId,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    primary: row.primary,
    userId: row.userId,
  };
}
