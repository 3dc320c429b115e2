import type { Db, Tx } from '../../db/client.js';
import { selectAddresses, selectAddressesByIds, selectAddressesOfUsers, type AddressRow } from './store.js';

// What other modules may ask of the addresses module (DESIGN.md rule 4).

export type { AddressRow };

/** The user's saved addresses, in the order the address book shows them. */
export function listUserAddresses(db: Db | Tx, userId: number): Promise<AddressRow[]> {
  return selectAddresses(db, userId);
}

/** Each user's addresses, oldest first, by user id (a page of accounts): one statement for them all. */
export function listAddressesOfUsers(db: Db | Tx, userIds: readonly number[]): Promise<Map<number, AddressRow[]>> {
  return selectAddressesOfUsers(db, userIds);
}

/** These addresses by id (whoever's they are: a route's stops point at them): one statement for them all. */
export function findAddressesByIds(db: Db | Tx, ids: readonly number[]): Promise<Map<number, AddressRow>> {
  return selectAddressesByIds(db, ids);
}
