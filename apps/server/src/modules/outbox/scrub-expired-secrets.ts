import type { Db } from '../../db/client.js';
import { REMOVED_AFTER_EXPIRY, withoutSecrets } from '../../adapters/mail/outbox-secrets.js';
import { selectExpiredSecretRows, updateScrubbedRow, type OutboxEmailRow } from './store.js';

const BATCH = 200;

/** The row as it may be shown: its secrets replaced once they have expired. */
export function presentableRow(row: OutboxEmailRow, now: Date): OutboxEmailRow {
  if (!row.secrets || !row.secretsExpireAt || row.secretsExpireAt > now) return row;
  return { ...row, ...withoutSecrets(row, row.secrets, REMOVED_AFTER_EXPIRY), secrets: null, secretsExpireAt: null };
}

/**
 * Scrubs the stored copies whose secrets have expired (reset links, sign-in codes that no longer
 * work), so the outbox table and its backups stop holding them. Idempotent, safe on several
 * processes at once; returns how many rows it scrubbed.
 */
export async function scrubExpiredSecrets(options: { db: Db; now?: Date }): Promise<number> {
  const { db, now = new Date() } = options;
  let scrubbed = 0;
  for (;;) {
    const rows = await selectExpiredSecretRows(db, now, BATCH);
    for (const row of rows) {
      const { subject, text, html } = presentableRow(row, now);
      await updateScrubbedRow(db, row.id, { subject, text, html });
    }
    scrubbed += rows.length;
    if (rows.length < BATCH) return scrubbed;
  }
}
