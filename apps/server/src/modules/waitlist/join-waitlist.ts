import type { JoinWaitlistBody } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { findWaitlistEntryByEmail, insertWaitlistEntryIfNew } from './store.js';

export interface JoinWaitlistResult {
  email: string;
  joinedAt: string;
  alreadyJoined: boolean;
}

/**
 * Idempotent per e-mail: the first request adds the person, later ones (retries, double clicks,
 * a second visit) change nothing and report that they were already on the list.
 */
export async function joinWaitlist(options: { db: Db; entry: JoinWaitlistBody }): Promise<JoinWaitlistResult> {
  const { db, entry } = options;
  const inserted = await insertWaitlistEntryIfNew(db, {
    email: entry.email,
    zip: entry.zip ?? null,
    planId: entry.planId ?? null,
    interest: entry.interest ?? null,
  });
  const row = inserted ?? (await findWaitlistEntryByEmail(db, entry.email));
  if (!row) throw new Error('waitlist entry vanished between insert and read');
  return { email: row.email, joinedAt: row.createdAt.toISOString(), alreadyJoined: !inserted };
}
