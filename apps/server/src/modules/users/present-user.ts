import type { User } from '@filmlab/api';
import { preferenceDefinition, type Role } from '@filmlab/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { addresses, userPreferences } from '../../db/schema/users.js';
import { findMemberships, noMembership } from '../memberships/find-membership.js';
import type { UserRow } from './store.js';

type PresentOptions = Pick<Deps, 'db' | 'blobs'> & {
  /** Who is looking; staff-only preferences (internal notes) are shown to admins only. Defaults to the user. */
  viewerRole?: Role;
};

function visibleTo(viewerRole: Role, key: string): boolean {
  return viewerRole === 'ADMIN' || preferenceDefinition(key)?.customerFacing !== false;
}

function groupBy<T extends { userId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
}

/**
 * Users as the API shows them (userSchema), with their addresses, preferences and membership.
 * Related rows are loaded in one query per kind for the whole list, not one per user.
 */
export async function presentUsers(options: PresentOptions & { users: UserRow[] }): Promise<User[]> {
  const { db, blobs, users } = options;
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [addressRows, preferenceRows, memberships] = await Promise.all([
    db.select().from(addresses).where(inArray(addresses.userId, ids)).orderBy(asc(addresses.id)),
    db.select().from(userPreferences).where(inArray(userPreferences.userId, ids)).orderBy(asc(userPreferences.id)),
    findMemberships({ db, userIds: ids }),
  ]);
  const addressesOf = groupBy(addressRows);
  const preferencesOf = groupBy(preferenceRows);
  return Promise.all(
    users.map(async (user) => ({
      id: user.id,
      role: user.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      profileImageUrl: user.profileImagePath ? await blobs.readUrl(user.profileImagePath) : null,
      credits: user.credits,
      active: user.active,
      firstOrderCreated: user.firstOrderCreated,
      referralCode: user.referralCode,
      addresses: (addressesOf.get(user.id) ?? []).map((a) => ({
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
      preferences: (preferencesOf.get(user.id) ?? [])
        .filter((p) => visibleTo(options.viewerRole ?? user.role, p.key))
        .map((p) => ({ id: p.id, key: p.key, value: p.value })),
      membership: memberships.get(user.id) ?? noMembership,
      createdAt: user.createdAt.toISOString(),
    })),
  );
}

export async function presentUser(options: PresentOptions & { user: UserRow }): Promise<User> {
  const [presented] = await presentUsers({ ...options, users: [options.user] });
  if (!presented) throw new Error('presentUsers returned nothing');
  return presented;
}
