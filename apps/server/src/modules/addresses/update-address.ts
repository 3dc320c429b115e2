import type { Address, UpdateAddressBody } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { lockAccount } from '../users/service.js';
import { presentAddress } from './present-address.js';
import {
  clearOtherPrimaries,
  promoteOldestAddress,
  selectAddress,
  updateAddressRow,
  type AddressFields,
} from './store.js';

/**
 * Changes the fields sent. primary: true takes primary from the user's other address; primary: false
 * hands it to the oldest other address, and is ignored for a user's only address (a user with
 * addresses always has exactly one primary).
 */
export async function updateAddress(options: {
  db: Db;
  userId: number;
  addressId: number;
  changes: UpdateAddressBody;
}): Promise<Address> {
  const { db, userId, addressId } = options;
  const { primary, ...fields } = options.changes;
  const changes: Partial<AddressFields & { primary: boolean }> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  return db.transaction(async (tx) => {
    if (!(await lockAccount(tx, userId))) throw notFound('Address');
    const current = await selectAddress(tx, userId, addressId);
    if (!current) throw notFound('Address');
    if (primary === true && !current.primary) {
      await clearOtherPrimaries(tx, userId, addressId);
      changes.primary = true;
    }
    if (primary === false && current.primary) {
      const promoted = await promoteOldestAddress(tx, userId, addressId);
      if (promoted) changes.primary = false;
    }
    const row = await updateAddressRow(tx, userId, addressId, changes);
    if (!row) throw notFound('Address');
    return presentAddress(row);
  });
}
