import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Only a hash of the token is stored; the token itself travels in the e-mail. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_codes_user_id_idx').on(t.userId)],
);

/** Failed login and reset attempts, kept in the database so every app process sees them. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    /** A lower-cased e-mail, a user id or an IP address, as `kind` says (login:account, login:ip, ...). */
    subject: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_attempts_lookup_idx').on(t.kind, t.subject, t.createdAt),
    // Old rows are pruned by age on every recorded attempt.
    index('auth_attempts_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Server-side sessions: the token carries the id, and a session ends when it expires or is revoked
 * (log out, log out everywhere, a password reset). Staff sessions record when their e-mailed
 * two-factor code was verified.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Refreshed at most once a minute, when a process loads the session afresh. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    twoFactorVerifiedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * The browsers an account has signed in from: a random id kept in a long-lived cookie of its own
 * (not a credential; clearing it only makes a new one). Referrals compare them, so a member's second
 * account made in the same browser earns no reward.
 */
export const accountDevices = pgTable(
  'account_devices',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] }), index('account_devices_device_id_idx').on(t.deviceId)],
);
