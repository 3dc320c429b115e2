import { isPoBox, normalizeUsZip } from '@filmlab/domain';
import { zipRecord } from '../places/us-zip-data.js';
import type { AddressCheck, ShippingAddress } from './shipping-provider.js';

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The local address check: the ZIP must be one the US ZIP data set knows, and the city and state
 * must be that ZIP's. When they are not, the data set's city and state are suggested.
 */
export function checkAddressLocally(address: ShippingAddress, options: { poBoxAllowed: boolean }): AddressCheck {
  const errors: string[] = [];
  if (!address.street1.trim()) errors.push('street1: is required');
  if (!options.poBoxAllowed && isPoBox(address.street1))
    errors.push('street1: this carrier does not deliver to PO boxes');
  const zip = normalizeUsZip(address.zip);
  const record = zip ? zipRecord(zip) : undefined;
  if (!zip || !record) {
    errors.push(`zip: ${address.zip.trim() || 'none'} is not a US ZIP code we know`);
    return { deliverable: false, errors, suggestion: null };
  }
  const cityOk = same(address.city, record.city);
  const stateOk = same(address.state, record.state);
  if (!stateOk) errors.push(`state: ZIP ${zip} is in ${record.state}, not ${address.state.trim().toUpperCase()}`);
  if (!cityOk) errors.push(`city: ZIP ${zip} is ${record.city}, ${record.state}`);
  const suggestion =
    cityOk && stateOk && zip === address.zip ? null : { ...address, city: record.city, state: record.state, zip };
  return { deliverable: errors.length === 0, errors, suggestion: errors.length === 0 ? null : suggestion };
}
