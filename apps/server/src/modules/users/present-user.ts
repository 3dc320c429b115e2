import type { User } from '@filmlab/api';
import { membershipFrom, preferenceDefinition, type MembershipView, type Role } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { findUserById, type UserRow } from './store.js';
import { userDetails, type UserAddress, type UserPreference } from './user-details.js';

type PresentOptions = Pick<Deps, 'db' | 'blobs'> & {
  /** Who is looking; staff-only preferences (internal notes) are shown to admins only. Defaults to the user. */
  viewerRole?: Role;
};

function visibleTo(viewerRole: Role, key: string): boolean {
  return viewerRole === 'ADMIN' || preferenceDefinition(key)?.customerFacing !== false;
}

/** One user as the API shows it (userSchema), from rows already loaded. */
async function toUser(
  options: PresentOptions,
  user: UserRow,
  related: { addresses: UserAddress[]; preferences: UserPreference[]; membership: MembershipView },
): Promise<User> {
  const viewerRole = options.viewerRole ?? user.role;
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImagePath ? await options.blobs.readUrl(user.profileImagePath) : null,
    credits: user.credits,
    active: user.active,
    firstOrderCreated: user.firstOrderCreated,
    referralCode: user.referralCode,
    addresses: related.addresses.map((a) => ({
      id: a.id,
      placeId: a.placeId,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      country: a.country,
      primary: a.primary,
      userId: a.userId,
    })),
    preferences: related.preferences
      .filter((p) => visibleTo(viewerRole, p.key))
      .map((p) => ({ id: p.id, key: p.key, value: p.value })),
    membership: related.membership,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * The addresses, preferences and newest subscription of these users, asked of the modules that own
 * them at once: one call each for the whole list, not one per user.
 */
async function detailsOf(db: Db, userIds: readonly number[]) {
  const details = userDetails();
  const [addresses, preferences, subscriptions] = await Promise.all([
    details.addresses(db, userIds),
    details.preferences(db, userIds),
    details.subscriptions(db, userIds),
  ]);
  return { addresses, preferences, subscriptions };
}

function presentWith(options: PresentOptions, user: UserRow, details: Awaited<ReturnType<typeof detailsOf>>) {
  return toUser(options, user, {
    addresses: details.addresses.get(user.id) ?? [],
    preferences: details.preferences.get(user.id) ?? [],
    membership: membershipFrom(details.subscriptions.get(user.id), user.active),
  });
}

/** A page of users with their addresses, preferences and membership: one read of each for the whole list. */
export async function presentUsers(options: PresentOptions & { users: UserRow[] }): Promise<User[]> {
  const { db, users: rows } = options;
  if (rows.length === 0) return [];
  const details = await detailsOf(
    db,
    rows.map((user) => user.id),
  );
  return Promise.all(rows.map((user) => presentWith(options, user, details)));
}

export async function presentUser(options: PresentOptions & { user: UserRow }): Promise<User> {
  const [presented] = await presentUsers({ ...options, users: [options.user] });
  if (!presented) throw new Error('presentUsers returned nothing');
  return presented;
}

/**
 * One user by id (GET /users/:id, and GET /auth/current-user when the user cache has no copy): the
 * account and its details are read at the same time, so the answer waits for one round trip.
 */
export async function presentUserById(options: PresentOptions & { userId: number }): Promise<User> {
  const [user, details] = await Promise.all([
    findUserById(options.db, options.userId),
    detailsOf(options.db, [options.userId]),
  ]);
  if (!user) throw notFound('User');
  return presentWith(options, user, details);
}
