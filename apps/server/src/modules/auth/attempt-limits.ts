import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  deleteAttemptsBefore,
  deleteAttemptsById,
  deleteAttemptsOf,
  deleteAttemptsOfAccount,
  reserveAttempt,
  type LimitedKey,
} from './attempt-store.js';

/**
 * What is being limited, and against what:
 * - login: per account and address pair (so a stranger guessing cannot lock the owner out everywhere),
 *   and per address across accounts (one address trying many accounts);
 * - password-reset and two-factor (e-mails sent): per account and per address;
 * - signup: per address.
 */
export type AttemptKind = 'login' | 'password-reset' | 'two-factor' | 'signup';

export type LimitConfig = Pick<
  Config,
  | 'loginAttemptLimit'
  | 'loginAddressAttemptLimit'
  | 'loginAttemptWindowSeconds'
  | 'signupAttemptLimit'
  | 'signupAttemptWindowSeconds'
>;

export interface AttemptSubjects {
  /** A lower-cased e-mail or a user id; not used for signup. */
  account: string;
  /** The caller's address. */
  ip: string;
}

interface LimitOptions {
  db: Db;
  config: LimitConfig;
  kind: AttemptKind;
  subjects: AttemptSubjects;
  /** The field the 429 names ("email: too many attempts..."). */
  field: string;
  now?: Date;
}

/** An attempt that was let through and counted. */
export interface Attempt {
  /** Takes the attempt back, e.g. when the password turned out right. */
  release(): Promise<void>;
}

function windowOf(kind: AttemptKind, config: LimitConfig): number {
  return kind === 'signup' ? config.signupAttemptWindowSeconds : config.loginAttemptWindowSeconds;
}

function keysOf(kind: AttemptKind, subjects: AttemptSubjects, config: LimitConfig, since: Date): LimitedKey[] {
  const limit = config.loginAttemptLimit;
  switch (kind) {
    case 'login':
      return [
        { kind: 'login:pair', subject: `${subjects.account}|${subjects.ip}`, limit, since },
        { kind: 'login:ip', subject: subjects.ip, limit: config.loginAddressAttemptLimit, since },
      ];
    case 'signup':
      return [{ kind: 'signup:ip', subject: subjects.ip, limit: config.signupAttemptLimit, since }];
    default:
      return [
        { kind: `${kind}:account`, subject: subjects.account, limit, since },
        { kind: `${kind}:ip`, subject: subjects.ip, limit, since },
      ];
  }
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * Counts one attempt, or refuses with 429 when the account or the address has used up its attempts
 * in the window. Counting and checking are one atomic step in the database (attempt-store.ts), so
 * parallel requests on any number of app processes cannot get past the limit; it runs before the
 * costly check (the password), so refused attempts cost almost nothing.
 */
export async function takeAttempt(options: LimitOptions): Promise<Attempt> {
  const { db, config, kind, subjects, field, now = new Date() } = options;
  const windowSeconds = windowOf(kind, config);
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const keys = keysOf(kind, subjects, config, since);
  const ids = await reserveAttempt(db, keys);
  if (!ids) {
    const wait = waitText(windowSeconds);
    throw new AppError('TOO_MANY_REQUESTS', `Too many attempts. Please wait ${wait} and try again.`, [
      `${field}: too many attempts; try again in ${wait}`,
    ]);
  }
  await deleteAttemptsBefore(
    db,
    keys.map((key) => key.kind),
    since,
  );
  return { release: () => deleteAttemptsById(db, ids) };
}

/** A right password forgives the account its failures from this address (the address keeps its count). */
export async function forgiveLoginFailures(options: { db: Db; account: string; ip: string }): Promise<void> {
  await deleteAttemptsOf(options.db, { kind: 'login:pair', subject: `${options.account}|${options.ip}` });
}

/** After a password reset by e-mailed link the owner has proved who they are: no address holds them back. */
export async function forgiveAccountLoginFailures(options: { db: Db; account: string }): Promise<void> {
  await deleteAttemptsOfAccount(options.db, options.account);
}
