import { and, asc, count, eq, gte, ilike, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/db-errors.js';
import { builtOnce } from '../../db/prepared.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { newReferralCode } from './referral-code.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'referralCode' | 'createdAt' | 'updatedAt'>;
type Queryable = Db | Tx;

export { violatedUniqueConstraint };

export const emailTaken = () =>
  new AppError('CONFLICT', 'This e-mail is already registered', ['email: is already registered']);

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

const userById = builtOnce('user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db, { id });
  return row;
}

/**
 * What a session check needs of its user (role, e-mail, session version), prepared once per database:
 * the authenticator runs it whenever a process has no fresh copy of a session.
 */
export function prepareIdentityById(db: Db) {
  return db
    .select({ role: users.role, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_identity_by_id');
}

/** Case-insensitive, served by the unique index on lower(email). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row;
}

/** Referral codes are stored upper case; a code typed in lower case finds the same account. */
export async function findUserByReferralCode(db: Queryable, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.trim().toUpperCase())).limit(1);
  return row;
}

/** The accounts that signed up with this user's referral code, newest first. */
export async function selectReferredUsers(db: Queryable, referrerId: number, limit: number) {
  return db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.referredById, referrerId))
    .orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
    .limit(limit);
}

export async function emailBelongsToSomeoneElse(db: Queryable, email: string, userId: number): Promise<boolean> {
  const row = await findUserByEmail(db, email);
  return row !== undefined && row.id !== userId;
}

export async function findUserByProviderSubject(
  db: Queryable,
  provider: 'google' | 'facebook',
  subject: string,
): Promise<UserRow | undefined> {
  const column = provider === 'google' ? users.googleSubject : users.facebookSubject;
  const [row] = await db.select().from(users).where(eq(column, subject)).limit(1);
  return row;
}

/**
 * Inserts a user with a fresh referral code. A clash of referral codes is retried; a clash of
 * e-mails (two sign-ups racing) becomes the same 409 the up-front check gives.
 */
export async function insertUser(db: Queryable, values: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: values.email.trim(), referralCode: newReferralCode() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'users_email_key') throw emailTaken();
      if (constraint === 'users_referral_code_key' && attempt < 5) continue;
      throw error;
    }
  }
}

export async function updateUserRow(
  db: Queryable,
  id: number,
  changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'email' | 'googleSubject' | 'facebookSubject'>>,
): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'users_email_key') throw emailTaken();
    throw error;
  }
}

/** Sets a new password hash and bumps the session version, which revokes every earlier token. */
export async function replacePassword(db: Queryable, id: number, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/** Gives the account another role (the operator's create-admin promotes an existing account). */
export async function updateUserRole(db: Queryable, id: number, role: UserRow['role']): Promise<UserRow> {
  const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

const phoneDigits = sql<string>`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`;

/** `%`, `_` and `\` are literal in a search term. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(query: string | undefined): SQL | undefined {
  const terms = (query ?? '').split(/\s+/).filter(Boolean);
  if (terms.length === 0) return undefined;
  // Every word must match some field, so "ada love" finds Ada Lovelace.
  return and(
    ...terms.map((term) => {
      const pattern = likePattern(term);
      const digits = term.replace(/\D/g, '');
      return or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        // Phones are kept as typed, so "7185550105" must also find "(718) 555-0105".
        ...(digits.length >= 3 ? [ilike(phoneDigits, likePattern(digits))] : []),
      );
    }),
  );
}

export async function searchUsers(
  db: Queryable,
  options: { query?: string | undefined; limit: number; offset: number },
): Promise<{ rows: UserRow[]; count: number }> {
  const where = searchCondition(options.query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
}

/** The entry route sends a customer to their rolls once they have placed a first order (spec 2.1). */
export async function markFirstOrderCreated(db: Queryable, id: number): Promise<void> {
  await db.update(users).set({ firstOrderCreated: true }).where(eq(users.id, id));
}

/** The member flag (spec section 3 `active`), kept by the memberships module from the subscription. */
export async function setMemberFlag(db: Queryable, ids: readonly number[], active: boolean): Promise<void> {
  if (ids.length === 0) return;
  // Unchanged flags are not written (a renewal keeps the member a member).
  const unique = [...new Set(ids)];
  await db
    .update(users)
    .set({ active, updatedAt: new Date() })
    .where(and(inArray(users.id, unique), ne(users.active, active)));
}

/** Each account's name ("first last") by id. */
export async function selectUserNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** Locks the account's row until the transaction ends (writes that must not race per account); false when there is none. */
export async function lockUserRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}

/**
 * Points the user at a new avatar and returns the path it replaced (null when there was none);
 * undefined when the user does not exist. The row lock makes two racing uploads each see the path
 * the other replaced, so no old file is left behind.
 */
export async function replaceProfileImagePath(
  db: Db,
  userId: number,
  path: string,
): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ path: users.profileImagePath })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return undefined;
    await tx.update(users).set({ profileImagePath: path, updatedAt: new Date() }).where(eq(users.id, userId));
    return { previous: current.path };
  });
}

// What the lab's screens ask of accounts (the orders board, the quick order search).

/** The text users_quick_search_idx is built on (keep the two the same). */
const quickSearchText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/**
 * The ids of the accounts whose name or e-mail holds the pattern (an ilike pattern, or a placeholder
 * for one), as a subquery for a statement of another module: served by users_quick_search_idx.
 */
export function userIdsMatching(pattern: SQLWrapper): SQL {
  return sql`select ${users.id} from ${users} where ${quickSearchText} ilike ${pattern}`;
}

/** Each account's name, e-mail and phone by id, in one query. */
export async function selectUserContacts(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** Adds `cents` to the account's credit in one statement (never read-modify-write). */
export async function addToCredits(tx: Tx, id: number, cents: number): Promise<void> {
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${cents}` })
    .where(eq(users.id, id));
}

/** Takes `cents` of the account's credit if the balance has them, in one conditional statement; false when not. */
export async function takeFromCredits(tx: Tx, id: number, cents: number): Promise<boolean> {
  const taken = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cents}` })
    .where(and(eq(users.id, id), gte(users.credits, cents)))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Each account's member flag by id (those that exist), in one query. */
export async function selectMemberFlags(db: Queryable, ids: readonly number[]): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.active]));
}
