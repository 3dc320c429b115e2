import type { Address } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { presentAddress } from './present-address.js';
import { selectAddresses } from './store.js';

/** The user's addresses, primary first, then oldest first. */
export async function listAddresses(options: { db: Db; userId: number }): Promise<Address[]> {
  return (await selectAddresses(options.db, options.userId)).map(presentAddress);
}
