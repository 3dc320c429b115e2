import type { OutboxEmail } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { presentableRow } from './scrub-expired-secrets.js';
import { selectOutboxPage } from './store.js';

/** A page of the outbox, newest first, with the count of every match; expired secrets never show. */
export async function listOutboxEmails(options: {
  db: Db;
  to?: string | undefined;
  limit: number;
  offset: number;
}): Promise<{ emails: OutboxEmail[]; count: number }> {
  const { rows, count } = await selectOutboxPage(options.db, options);
  const now = new Date();
  return {
    emails: rows
      .map((stored) => presentableRow(stored, now))
      .map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        status: row.status,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    count,
  };
}
