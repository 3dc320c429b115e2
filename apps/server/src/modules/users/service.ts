import type { Db, Tx } from '../../db/client.js';
import {
  addToCredits,
  emailBelongsToSomeoneElse,
  emailTaken,
  findUserByEmail,
  findUserById,
  findUserByProviderSubject,
  findUserByReferralCode,
  insertUser,
  lockUserRow,
  markFirstOrderCreated,
  prepareIdentityById,
  replacePassword,
  replaceProfileImagePath,
  selectMemberFlags,
  selectReferredUsers,
  selectUserNames,
  setMemberFlag,
  takeFromCredits,
  updateUserRole,
  updateUserRow,
  violatedUniqueConstraint,
  type NewUser,
  type UserRow,
} from './store.js';

// What other modules may ask of users (DESIGN.md rule 4: a module calls another's service, never its
// tables). Auth signs people up, finds them by e-mail or provider identity and sets their password
// through these; the users store stays private to this module.

export type { UserRow };
type Queryable = Db | Tx;

/** The account with this id, or undefined. */
export function findAccountById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

/** The account with this e-mail in any case, or undefined. */
export function findAccountByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email);
}

/** The account whose referral code this is (any case), or undefined. */
export function findAccountByReferralCode(db: Queryable, code: string): Promise<UserRow | undefined> {
  return findUserByReferralCode(db, code);
}

/** The accounts that signed up with this user's referral code (id, e-mail, when), newest first. */
export function findReferredAccounts(db: Queryable, referrerId: number, limit = 200) {
  return selectReferredUsers(db, referrerId, limit);
}

/** The account linked to a Google or Facebook identity, or undefined. */
export function findAccountByProvider(
  db: Queryable,
  provider: 'google' | 'facebook',
  subject: string,
): Promise<UserRow | undefined> {
  return findUserByProviderSubject(db, provider, subject);
}

/** Throws the 409 `email: is already registered` when an account has this e-mail in any case. */
export async function assertEmailAvailable(db: Queryable, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw emailTaken();
}

/**
 * Makes an account. A taken e-mail (checked first, and again by the unique index when two sign-ups
 * race) is the 409 `email: is already registered`.
 */
export async function createAccount(db: Queryable, values: NewUser): Promise<UserRow> {
  await assertEmailAvailable(db, values.email);
  return insertUser(db, values);
}

/** Links a provider identity to an existing account. */
export function linkProviderIdentity(
  db: Queryable,
  userId: number,
  provider: 'google' | 'facebook',
  subject: string,
): Promise<UserRow> {
  return updateUserRow(db, userId, provider === 'google' ? { googleSubject: subject } : { facebookSubject: subject });
}

/** Sets a new password hash and bumps the session version, which revokes every token made before. */
export function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<UserRow> {
  return replacePassword(db, userId, passwordHash);
}

/** Gives the account another role: the operator's `npm run create-admin` promotes an existing account. */
export function setAccountRole(db: Queryable, userId: number, role: UserRow['role']): Promise<UserRow> {
  return updateUserRole(db, userId, role);
}

/** True when the error is a unique-constraint violation (e.g. two requests creating the same account). */
export function isDuplicateError(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== undefined;
}

/** A prepared lookup of a user's role, e-mail and session version by `{ userId }` (the session check). */
export function prepareAccountIdentityLookup(db: Db) {
  return prepareIdentityById(db);
}

/**
 * Sets the member flag of these accounts (those whose flag differs); the memberships module calls it
 * as subscriptions start, renew or lapse.
 */
export function setMembersActive(db: Queryable, ids: readonly number[], active: boolean): Promise<void> {
  return setMemberFlag(db, ids, active);
}

/** Throws the 409 `email: is already registered` when another account than this one has the e-mail. */
export async function assertEmailFreeFor(db: Queryable, email: string, userId: number): Promise<void> {
  if (await emailBelongsToSomeoneElse(db, email, userId)) throw emailTaken();
}

/** The details a person changes about themselves (name, phone, e-mail); a taken e-mail is the 409. */
export function updateAccountDetails(
  db: Queryable,
  userId: number,
  changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'email'>>,
): Promise<UserRow> {
  return updateUserRow(db, userId, changes);
}

/** Each account's name ("first last") by id: lists that show who a row belongs to. */
export function findAccountNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  return selectUserNames(db, ids);
}

/**
 * Locks the account's row until the transaction ends, so one account's counted writes (its zips
 * at once) go one after the other; false when there is no such account.
 */
export function lockAccount(tx: Tx, userId: number): Promise<boolean> {
  return lockUserRow(tx, userId);
}

/**
 * Points the account at a new avatar and returns the path it replaced (null when none), so the old
 * file can go; undefined when there is no such account.
 */
export function setProfileImagePath(
  db: Db,
  userId: number,
  path: string,
): Promise<{ previous: string | null } | undefined> {
  return replaceProfileImagePath(db, userId, path);
}

/** The account has placed its first order (the entry route sends it to its rolls from now on). */
export function setFirstOrderCreated(db: Queryable, userId: number): Promise<void> {
  return markFirstOrderCreated(db, userId);
}

// The lab's screens: the orders board shows each order's customer, the quick order search finds
// orders by their customer's name or e-mail.
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { selectUserContacts, userIdsMatching } from './store.js';

/**
 * Each account's name, e-mail and phone by id, in one query: a page of rows another module shows
 * (the orders board, a courier's stops).
 */
export function findAccountContacts(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone'>>> {
  return selectUserContacts(db, ids);
}

/**
 * The ids of the accounts whose name or e-mail holds an ilike pattern (or a placeholder for one), as a
 * subquery for another module's statement (an order search that stays one statement); served by the
 * trigram index users_quick_search_idx.
 */
export function accountIdsMatching(pattern: SQLWrapper): SQL {
  return userIdsMatching(pattern);
}

// Account credit (cents on the account: the credits module spends and gives it back) and the member
// flag (the memberships module reads it beside its subscriptions).

/**
 * Takes `cents` of the account's credit in the caller's transaction, in one conditional update
 * (the balance never goes below zero, whatever runs at once); false when the balance is short.
 */
export function takeAccountCredit(tx: Tx, userId: number, cents: number): Promise<boolean> {
  return takeFromCredits(tx, userId, cents);
}

/** Gives `cents` of credit to the account in the caller's transaction, in one update. */
export function addAccountCredit(tx: Tx, userId: number, cents: number): Promise<void> {
  return addToCredits(tx, userId, cents);
}

/** Each account's member flag by id (those that exist): one query for the list. */
export function findMemberFlags(db: Queryable, ids: readonly number[]): Promise<Map<number, boolean>> {
  return selectMemberFlags(db, ids);
}
