import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { addresses } from '../../db/schema/addresses.js';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Pick<
  typeof addresses.$inferInsert,
  'address1' | 'address2' | 'city' | 'state' | 'zip' | 'country' | 'placeId'
>;
type Queryable = Db | Tx;

/** Primary first, then oldest first. */
const addressesOfUser = builtOnce('addresses_of_user', (db) =>
  db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, sql.placeholder('userId')))
    .orderBy(desc(addresses.primary), asc(addresses.createdAt), asc(addresses.id)),
);

export async function selectAddresses(db: Queryable, userId: number): Promise<AddressRow[]> {
  return addressesOfUser(db, { userId });
}

/** Only when the address belongs to this user: another user's id reads as missing. */
export async function selectAddress(db: Queryable, userId: number, addressId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

export async function countAddresses(db: Queryable, userId: number): Promise<number> {
  const rows = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
  return rows.length;
}

export async function insertAddress(
  db: Queryable,
  userId: number,
  fields: AddressFields & { primary: boolean },
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, userId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAddressRow(
  db: Queryable,
  userId: number,
  addressId: number,
  changes: Partial<AddressFields & { primary: boolean }>,
): Promise<AddressRow | undefined> {
  if (Object.keys(changes).length === 0) return selectAddress(db, userId, addressId);
  const [row] = await db
    .update(addresses)
    .set(changes)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddressRow(
  db: Queryable,
  userId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Clears primary on every address of the user except `keepId`. */
export async function clearOtherPrimaries(db: Queryable, userId: number, keepId?: number): Promise<void> {
  await db
    .update(addresses)
    .set({ primary: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.primary, true),
        keepId === undefined ? undefined : ne(addresses.id, keepId),
      ),
    );
}

/** Makes the user's oldest address other than `exceptId` primary; undefined when there is none. */
export async function promoteOldestAddress(
  db: Queryable,
  userId: number,
  exceptId?: number,
): Promise<AddressRow | undefined> {
  const [next] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), exceptId === undefined ? undefined : ne(addresses.id, exceptId)))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  if (!next) return undefined;
  await clearOtherPrimaries(db, userId, next.id);
  const [row] = await db.update(addresses).set({ primary: true }).where(eq(addresses.id, next.id)).returning();
  return row;
}

/** Each user's addresses, oldest first (as a user's account shows them): one statement for them all. */
const addressesOfUsers = builtOnce('addresses_of_users', (db) =>
  db
    .select()
    .from(addresses)
    .where(sql`${addresses.userId} = any(${sql.placeholder('userIds')})`)
    .orderBy(asc(addresses.id)),
);

export async function selectAddressesOfUsers(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, AddressRow[]>> {
  const found = new Map<number, AddressRow[]>();
  if (userIds.length === 0) return found;
  for (const row of await addressesOfUsers(db, { userIds: [...new Set(userIds)] })) {
    const rows = found.get(row.userId);
    if (rows) rows.push(row);
    else found.set(row.userId, [row]);
  }
  return found;
}

/** These addresses by id, whoever's they are: one statement for them all. */
export async function selectAddressesByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, AddressRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(addresses)
    .where(inArray(addresses.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
