import type pg from 'pg';
import type { Database } from '../../db/client.js';
import type { EventBus } from './event-bus.js';
import { createMemoryEventBus } from './memory-event-bus.js';
import { createPostgresEventBus } from './postgres-event-bus.js';

/**
 * The bus for the app's database: LISTEN/NOTIFY on PostgreSQL, so several app processes share
 * events; an in-process emitter on the embedded database, which only one process can open.
 */
export function createEventBus(database: Pick<Database, 'db' | 'kind'>, onError?: (error: unknown) => void): EventBus {
  if (database.kind === 'postgres') {
    // drizzle's node-postgres client keeps the pool it was given as $client.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    return createPostgresEventBus({ pool, onError });
  }
  return createMemoryEventBus({ onError });
}
