import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the platform sends; the local mail adapter stops here, SMTP also delivers it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text().notNull().default('QUEUED'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_emails_created_at_idx').on(t.createdAt), index('outbox_emails_to_idx').on(t.to)],
);
