import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** STORED: kept in the outbox only (local default). QUEUED -> SENT or FAILED: delivered by SMTP. */
export const outboxStatuses = ['STORED', 'QUEUED', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** Every e-mail the platform sends; the local mail adapter stops here, SMTP also delivers it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text({ enum: outboxStatuses }).notNull().default('QUEUED'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * Secrets in subject, text and html (a reset link's token, a sign-in code), kept only until the
     * stored copy is scrubbed of them: once SMTP delivered it, or once they expire. Null after.
     */
    secrets: text().array(),
    secretsExpireAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The sweep that scrubs expired secrets looks only at rows that still hold some.
    index('outbox_emails_secrets_expire_at_idx')
      .on(t.secretsExpireAt)
      .where(sql`${t.secrets} is not null`),
    index('outbox_emails_created_at_idx').on(t.createdAt),
    // The admin outbox filters by recipient, case-insensitively.
    index('outbox_emails_to_idx').on(sql`lower(${t.to})`, t.createdAt),
  ],
);

/**
 * E-mails that must go once: a receipt per payment, a welcome per account, a scans-ready notice per
 * roll. Whoever stores one claims its key here in the same transaction, so a replayed payment step
 * or a job run again finds the key taken and sends nothing.
 */
export const outboxKeys = pgTable(
  'outbox_keys',
  {
    key: text().primaryKey(),
    /** The e-mail that went for it; set in the transaction that claimed the key. */
    outboxEmailId: integer().references(() => outboxEmails.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_keys_outbox_email_id_idx').on(t.outboxEmailId)],
);
