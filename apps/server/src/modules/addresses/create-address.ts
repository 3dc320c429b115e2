import type { Address, CreateAddressBody } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { lockAccount } from '../users/service.js';
import { presentAddress } from './present-address.js';
import { clearOtherPrimaries, countAddresses, insertAddress } from './store.js';

/** Enough for home, studio, work and family; a guard against runaway scripts, not a product rule. */
export const maxAddressesPerUser = 50;

/**
 * Saves a new address. The user's first address is primary whatever was asked; asking for primary
 * takes it from the previous one in the same transaction.
 */
export async function createAddress(options: { db: Db; userId: number; address: CreateAddressBody }): Promise<Address> {
  const { db, userId } = options;
  const { primary: wantsPrimary, ...fields } = options.address;
  return db.transaction(async (tx) => {
    // The owner's row lock: two requests changing one user's addresses (two "first" addresses, two
    // primaries) run one after the other, as in updateAddress and deleteAddress.
    if (!(await lockAccount(tx, userId))) throw notFound('User');
    const existing = await countAddresses(tx, userId);
    if (existing >= maxAddressesPerUser) {
      throw new AppError('CONFLICT', `You can keep at most ${maxAddressesPerUser} addresses`, [
        `address: at most ${maxAddressesPerUser} addresses per account`,
      ]);
    }
    const primary = existing === 0 || wantsPrimary === true;
    if (primary) await clearOtherPrimaries(tx, userId);
    const row = await insertAddress(tx, userId, {
      address1: fields.address1,
      address2: fields.address2 ?? null,
      city: fields.city,
      state: fields.state,
      zip: fields.zip,
      country: fields.country,
      placeId: fields.placeId ?? null,
      primary,
    });
    return presentAddress(row);
  });
}
