import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty database of its own for tests of the operator's commands, which open the database
 * themselves: on PostgreSQL (TEST_DB=postgres) a new database on TEST_DATABASE_URL's server, whose URL
 * they are given; on PGlite none (the commands use DATA_DIR/pgdata). `wipe` empties it again.
 */
export async function scratchDatabase(): Promise<{
  url: string | undefined;
  wipe(): Promise<void>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    return { url: undefined, wipe: async () => undefined, drop: async () => undefined };
  }
  const name = `filmlab_ops_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async wipe() {
      await admin(`drop database ${name} with (force)`);
      await admin(`create database ${name}`);
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
