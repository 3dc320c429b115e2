// Queries built once. Drizzle turns a query's builder into SQL text on every call, and on a busy
// server that building was a fifth of the event loop's time (bench:order-create's CPU profile:
// `is()`, column casing, the selection of each of a wide table's columns). A query made here is
// built the first time it runs on a database, with sql.placeholder() where its values go, and from
// then on only its values are sent, on whichever connection or transaction it is handed. PostgreSQL
// gets it as a named statement (as the session lookups already do), so each connection parses and
// plans it once too.
//
// Drizzle cannot do this itself: a query prepared on the database cannot run inside a transaction
// (drizzle-team/drizzle-orm#613, "Support prepared statements in transactions", and #2826, "Allow
// prepared statements to be used across transactions", both open), so this file reaches into its
// private objects (`Internals` below). That is why drizzle-orm is pinned to one exact version in
// apps/server/package.json: an upgrade must pass prepared.test.ts on PGlite and PostgreSQL first.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

type Queryable = Db | Tx;

/** What a builder becomes once built: drizzle's prepared query (its SQL, its result mapping). */
interface Built<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** Drizzle's own objects, as this file reaches into them: one dialect per database, its
 *  transactions share it, and each session's driver client (a pool, a connection, a transaction). */
interface Internals {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: {
    client: unknown;
    prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): Built<{ rows: unknown[] }>;
  };
}

const names = new Set<string>();

/**
 * A query built once per database. `build` makes it from its builder with sql.placeholder(name)
 * for each value; the answer runs it on any queryable of that database with the values named.
 * `name` is its statement's name, one per query: the driver refuses one name for two texts.
 * Drizzle's prepared query runs on its `client`; a copy that sees the caller's client instead runs
 * on the caller's connection, so it works inside a transaction as well as on the pool.
 */
export function builtOnce<R>(
  name: string,
  build: (db: Queryable) => { prepare(name: string): Built<R> },
): (db: Queryable, values?: Record<string, unknown>) => Promise<R> {
  return onEachDatabase(name, (db) => build(db).prepare(name));
}

/**
 * SQL written by hand, built once per database like builtOnce (sql.placeholder(name) for each
 * value); the answer runs it and answers its rows as the driver read them.
 */
export function sqlBuiltOnce<T>(
  name: string,
  build: () => SQL,
): (db: Queryable, values?: Record<string, unknown>) => Promise<T[]> {
  const run = onEachDatabase(name, (db) => {
    const { dialect, session } = db as unknown as Internals;
    return session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
  });
  return async (db, values) => (await run(db, values)).rows as T[];
}

function onEachDatabase<R>(
  name: string,
  prepare: (db: Queryable) => Built<R>,
): (db: Queryable, values?: Record<string, unknown>) => Promise<R> {
  if (names.has(name)) throw new Error(`Two queries are named ${name}`);
  names.add(name);
  const byDatabase = new WeakMap<object, Built<R>>();
  return (db, values) => {
    const { dialect, session } = db as unknown as Internals;
    let built = byDatabase.get(dialect);
    if (!built) {
      built = prepare(db);
      byDatabase.set(dialect, built);
    }
    const onCaller = Object.create(built, { client: { value: session.client } }) as Built<R>;
    return onCaller.execute(values);
  };
}

/**
 * A placeholder where drizzle's types want the column's value (an update's `set`): drizzle fills it
 * through the column's own mapping, as any value. Not for a value that may be null: a column's
 * mapping is not written for null (a timestamp's calls toISOString()).
 */
export const placeholderFor = <T>(name: string): T => sql.placeholder(name) as unknown as T;
