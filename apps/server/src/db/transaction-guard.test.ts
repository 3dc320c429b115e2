import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { executeRows } from './execute-rows.js';
import { migratedPgliteCopy } from '../test/database-templates.js';
import { QueryOutsideTransactionError } from './transaction-guard.js';

const open: Database[] = [];
async function embedded(transactionWaitMs: number) {
  const database = await openDatabase({ pgliteCopy: await migratedPgliteCopy(), transactionWaitMs });
  open.push(database);
  await database.db.execute(sql`create table notes (body text not null)`);
  return database;
}
const bodies = async ({ db }: Database) =>
  (await executeRows<{ body: string }>(db, sql`select body from notes order by body`)).map((row) => row.body);

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
});

describe('a query made around its own transaction on the embedded database', () => {
  it('fails at once when the wait is 0, the transaction rolls back and the database answers after', async () => {
    const database = await embedded(0);
    const { db } = database;
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('inside')`);
      await db.execute(sql`select 1`);
    });
    // drizzle wraps the driver's error: "Failed query: …", the guard's error as its cause.
    await expect(attempt).rejects.toHaveProperty('cause', expect.any(QueryOutsideTransactionError));
    expect(await bodies(database)).toEqual([]);
  });

  it('fails after the wait instead of hanging for ever, and frees the database', async () => {
    const database = await embedded(150);
    const { db } = database;
    const started = Date.now();
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('inside')`);
      await db.transaction(async (other) => other.execute(sql`select 1`));
    });
    await expect(attempt).rejects.toThrow(/give it the transaction \(tx\)/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await db.execute(sql`insert into notes values ('after')`);
    expect(await bodies(database)).toEqual(['after']);
  });

  it('runs once the transaction has ended when the transaction does not wait for it', async () => {
    const database = await embedded(5_000);
    const { db } = database;
    let later: Promise<string[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('committed')`);
      later = bodies(database);
    });
    expect(await later).toEqual(['committed']);
  });

  it('leaves the transaction’s own queries, nested transactions included, alone', async () => {
    const database = await embedded(0);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values ('a')`);
      await tx.transaction(async (inner) => inner.execute(sql`insert into notes values ('b')`));
    });
    expect(await bodies(database)).toEqual(['a', 'b']);
  });
});
