import type { Address } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { presentAddress } from './present-address.js';
import { selectAddress } from './store.js';

/** One address of the user; an address of anyone else is "not found", never "forbidden". */
export async function getAddress(options: { db: Db; userId: number; addressId: number }): Promise<Address> {
  const row = await selectAddress(options.db, options.userId, options.addressId);
  if (!row) throw notFound('Address');
  return presentAddress(row);
}
