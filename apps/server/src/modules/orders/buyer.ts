// Who is buying: their plan and member flag (member prices), credit balance and saved addresses.
import type { PlanId } from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import { listUserAddresses, type AddressRow } from '../addresses/address-service.js';
import { findAccountById } from '../users/service.js';
import { findMembership } from '../memberships/find-membership.js';
import { notFound } from '../../errors.js';

export interface Buyer {
  id: number;
  email: string;
  name: string;
  /** For e-mails' greeting; absent for a guest. */
  firstName?: string;
  /** Whether the customer has placed an order before (absent: not known). */
  firstOrderCreated?: boolean;
  planId: PlanId;
  /** The member flag: a lapsed member (active false) pays list prices. */
  active: boolean;
  /** Account credit, cents. */
  credits: number;
  addresses: AddressRow[];
}

/** Guests are never members and have no credit. */
export const guestBuyer = (email: string, name: string): Buyer => ({
  id: 0,
  email,
  name,
  planId: 'NON_MEMBER',
  active: false,
  credits: 0,
  addresses: [],
});

export async function loadBuyer(db: Db | Tx, userId: number): Promise<Buyer> {
  const user = await findAccountById(db, userId);
  if (!user) throw notFound('Customer');
  const [membership, addresses] = await Promise.all([
    findMembership({ db: db as Db, userId, active: user.active }),
    listUserAddresses(db, userId),
  ]);
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    firstOrderCreated: user.firstOrderCreated,
    planId: membership.plan as PlanId,
    active: user.active,
    credits: user.credits,
    addresses,
  };
}
