import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { countAttemptsSince, deleteAttempts, deleteAttemptsBefore, insertAttempts } from './store.js';

/** What is being limited: failed logins, reset e-mails, two-factor e-mails. */
export type AttemptKind = 'login' | 'password-reset' | 'two-factor';

export interface AttemptSubjects {
  /** A lower-cased e-mail or a user id. */
  account: string;
  /** The caller's address; absent where only the account is limited. */
  ip?: string | undefined;
}

interface LimitOptions {
  db: Db;
  config: Pick<Config, 'loginAttemptLimit' | 'loginAttemptWindowSeconds'>;
  kind: AttemptKind;
  subjects: AttemptSubjects;
  now?: Date;
}

const keysOf = (kind: AttemptKind, subjects: AttemptSubjects) => [
  { kind: `${kind}:account`, subject: subjects.account },
  ...(subjects.ip ? [{ kind: `${kind}:ip`, subject: subjects.ip }] : []),
];

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * Refuses with 429 when the account or the address has used up its attempts in the window.
 * The counts live in the auth_attempts table, so every app process enforces the same limit.
 */
export async function assertAttemptsLeft({
  db,
  config,
  kind,
  subjects,
  now = new Date(),
}: LimitOptions): Promise<void> {
  const since = new Date(now.getTime() - config.loginAttemptWindowSeconds * 1000);
  const counts = await Promise.all(
    keysOf(kind, subjects).map((key) => countAttemptsSince(db, key.kind, key.subject, since)),
  );
  if (counts.some((n) => n >= config.loginAttemptLimit)) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many attempts. Please wait ${waitText(config.loginAttemptWindowSeconds)} and try again.`,
    );
  }
}

/** Counts one attempt against the account and the address, and drops rows older than the window. */
export async function recordAttempt({ db, config, kind, subjects, now = new Date() }: LimitOptions): Promise<void> {
  await insertAttempts(db, keysOf(kind, subjects));
  await deleteAttemptsBefore(db, new Date(now.getTime() - config.loginAttemptWindowSeconds * 1000));
}

/** A successful login forgives the account's earlier failures (the address keeps its count). */
export async function forgetAccountAttempts(options: { db: Db; kind: AttemptKind; account: string }): Promise<void> {
  await deleteAttempts(options.db, `${options.kind}:account`, options.account);
}
