import type { Subscriber } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { selectSubscriberPage } from './store.js';

/** A page of newsletter subscribers, newest first, with the count of all. */
export async function listSubscribers(options: {
  db: Db;
  limit: number;
  offset: number;
}): Promise<{ subscribers: Subscriber[]; count: number }> {
  const { rows, count } = await selectSubscriberPage(options.db, options);
  return {
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      zip: row.zip,
      ipAddress: row.ipAddress,
      country: row.country,
      createdAt: row.createdAt.toISOString(),
    })),
    count,
  };
}
