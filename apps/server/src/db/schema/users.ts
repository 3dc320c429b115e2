import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR']);

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    role: roleEnum().notNull().default('CUSTOMER'),
    email: text().notNull(),
    /** argon2id hash; null for accounts created by Google or Facebook sign-in only. */
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text(),
    profileImagePath: text(),
    /** Cents of account credit. Decremented with conditional updates only. */
    credits: integer().notNull().default(0),
    /** Member flag (spec section 3 `active`). */
    active: boolean().notNull().default(false),
    firstOrderCreated: boolean().notNull().default(false),
    referralCode: text().notNull(),
    referredById: integer(),
    googleSubject: text(),
    facebookSubject: text(),
    /** Bumped on password change; tokens carrying an older version are refused. */
    sessionVersion: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    uniqueIndex('users_facebook_subject_key').on(t.facebookSubject),
    index('users_role_idx').on(t.role),
    index('users_referred_by_idx').on(t.referredById),
    index('users_name_idx').on(t.lastName, t.firstName),
    // Staff quick search: any substring of name or e-mail (pg_trgm; the same text as users/store.ts).
    index('users_quick_search_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);
