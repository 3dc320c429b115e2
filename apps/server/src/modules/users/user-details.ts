// A user as the API shows them carries their addresses, preferences and membership, which the
// addresses, preferences and memberships modules own. Those modules import this one (to lock an
// account, to read member flags), so this one does not import them back: each gives its batched read
// at start (src/modules.ts), as each order kind gives the orders module its line pricer.
import type { SubscriptionFacts } from '@filmlab/domain';
import type { Db } from '../../db/client.js';

/** An address as a user's account shows it. */
export interface UserAddress {
  id: number;
  userId: number;
  placeId: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  primary: boolean;
}

/** A saved preference as a user's account shows it. */
export interface UserPreference {
  id: number;
  key: string;
  value: string;
}

/** What the presenter asks for a page of users: one call each, by user id (users with none left out). */
export interface UserDetails {
  /** Each user's addresses, oldest first. */
  addresses(db: Db, userIds: readonly number[]): Promise<Map<number, UserAddress[]>>;
  /** Each user's saved preferences, oldest first. */
  preferences(db: Db, userIds: readonly number[]): Promise<Map<number, UserPreference[]>>;
  /** Each user's newest subscription that counts (a purchase never paid for is none). */
  subscriptions(db: Db, userIds: readonly number[]): Promise<Map<number, SubscriptionFacts>>;
}

let connected: UserDetails | undefined;

/** src/modules.ts connects the addresses, preferences and memberships modules' reads here before any route runs. */
export function registerUserDetails(details: UserDetails): void {
  connected = details;
}

export function userDetails(): UserDetails {
  if (!connected) throw new Error('No user details are registered (see src/modules.ts).');
  return connected;
}
