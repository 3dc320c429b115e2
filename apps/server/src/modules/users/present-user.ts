import type { User } from '@filmlab/api';
import {
  UNPAID_SUBSCRIPTION_STATUSES,
  membershipFrom,
  preferenceDefinition,
  type MembershipView,
  type Role,
} from '@filmlab/domain';
import { asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { addresses, userPreferences, users } from '../../db/schema/users.js';
import { notFound } from '../../errors.js';
import type { UserRow } from './store.js';

type PresentOptions = Pick<Deps, 'db' | 'blobs'> & {
  /** Who is looking; staff-only preferences (internal notes) are shown to admins only. Defaults to the user. */
  viewerRole?: Role;
};
type AddressRow = typeof addresses.$inferSelect;
type PreferenceRow = typeof userPreferences.$inferSelect;

function visibleTo(viewerRole: Role, key: string): boolean {
  return viewerRole === 'ADMIN' || preferenceDefinition(key)?.customerFacing !== false;
}

/** One user as the API shows it (userSchema), from rows already loaded. */
async function toUser(
  options: PresentOptions,
  user: UserRow,
  related: { addresses: AddressRow[]; preferences: PreferenceRow[]; membership: MembershipView },
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
 * What is loaded beside a user: addresses, preferences and the newest subscription that counts
 * (a purchase never paid for is no membership).
 */
const related = {
  addresses: { orderBy: [asc(addresses.id)] },
  preferences: { orderBy: [asc(userPreferences.id)] },
  subscriptions: {
    where: notInArray(subscriptions.status, [...UNPAID_SUBSCRIPTION_STATUSES]),
    orderBy: [desc(subscriptions.createdAt), desc(subscriptions.id)],
    limit: 1,
  },
};

/**
 * A page of users with their addresses, preferences and membership: one statement for the whole
 * list, not one per user.
 */
export async function presentUsers(options: PresentOptions & { users: UserRow[] }): Promise<User[]> {
  const { db, users: rows } = options;
  if (rows.length === 0) return [];
  const loaded = await db.query.users.findMany({
    columns: { id: true },
    where: inArray(
      users.id,
      rows.map((u) => u.id),
    ),
    with: related,
  });
  const relatedOf = new Map(loaded.map((row) => [row.id, row]));
  return Promise.all(
    rows.map((user) => {
      const found = relatedOf.get(user.id);
      return toUser(options, user, {
        addresses: found?.addresses ?? [],
        preferences: found?.preferences ?? [],
        membership: membershipFrom(found?.subscriptions[0], user.active),
      });
    }),
  );
}

export async function presentUser(options: PresentOptions & { user: UserRow }): Promise<User> {
  const [presented] = await presentUsers({ ...options, users: [options.user] });
  if (!presented) throw new Error('presentUsers returned nothing');
  return presented;
}

/**
 * The relational load of one user, prepared once per database: PostgreSQL then plans the lateral
 * JSON aggregation once instead of on every request (measured 2.3 ms -> 0.45 ms a call).
 */
function prepareUserLoad(db: Db) {
  return db.query.users
    .findFirst({
      where: eq(users.id, sql.placeholder('userId')),
      with: related,
    })
    .prepare('present_user_by_id');
}
const preparedLoads = new WeakMap<Db, ReturnType<typeof prepareUserLoad>>();

/**
 * One user by id in a single statement (the hot path of GET /auth/current-user and GET /users/:id):
 * Drizzle's relational query aggregates the addresses, preferences and newest subscription.
 */
export async function presentUserById(options: PresentOptions & { userId: number }): Promise<User> {
  let load = preparedLoads.get(options.db);
  if (!load) preparedLoads.set(options.db, (load = prepareUserLoad(options.db)));
  const found = await load.execute({ userId: options.userId });
  if (!found) throw notFound('User');
  const { addresses: addressRows, preferences, subscriptions: newest, ...user } = found;
  return toUser(options, user, {
    addresses: addressRows,
    preferences,
    membership: membershipFrom(newest[0], user.active),
  });
}
