import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { createTestDatabase } from '../test/test-database.js';
import type { Database, Db } from './client.js';
import { executeRows } from './execute-rows.js';
import { builtOnce, sqlBuiltOnce } from './prepared.js';
import { users } from './schema/users.js';

let first: Database;
let second: Database;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const userById = builtOnce('test_user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);
const lockUser = builtOnce('test_lock_user', (db) =>
  db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .for('update'),
);

const direct = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

describe('builtOnce', () => {
  it('refuses a second query by a name already taken', () => {
    expect(() => builtOnce('test_user_by_id', (db) => db.select().from(users))).toThrow(/named test_user_by_id/);
  });

  it('reads what the builder reads, with the values of each call', async () => {
    const a = (await buildUser(first.db)).user;
    const b = (await buildUser(first.db)).user;
    expect(await userById(first.db, { id: a.id })).toEqual([await direct(first.db, a.id)]);
    expect(await userById(first.db, { id: b.id })).toEqual([await direct(first.db, b.id)]);
    expect(await userById(first.db, { id: -1 })).toEqual([]);
  });

  it('runs on each database it is handed, not the first one it was built on', async () => {
    const inFirst = (await buildUser(first.db, { firstName: 'First' })).user;
    const inSecond = (await buildUser(second.db, { firstName: 'Second' })).user;
    const [fromSecond] = await userById(second.db, { id: inSecond.id });
    expect(fromSecond?.firstName).toBe('Second');
    const [fromFirst] = await userById(first.db, { id: inFirst.id });
    expect(fromFirst?.firstName).toBe('First');
  });

  it("runs inside a transaction on the transaction's connection", async () => {
    const { db } = first;
    const { user } = await buildUser(db, { firstName: 'Before' });
    const rolledBack = new Error('roll back');
    let seenInside: string | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Inside' }).where(eq(users.id, user.id));
        seenInside = (await userById(tx, { id: user.id }))[0]?.firstName;
        if (first.kind === 'postgres') {
          // Another connection of the pool does not see the uncommitted change.
          expect((await userById(db, { id: user.id }))[0]?.firstName).toBe('Before');
        }
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(seenInside).toBe('Inside');
    expect((await userById(db, { id: user.id }))[0]?.firstName).toBe('Before');
  });

  // Row locks mean nothing on the embedded database (one connection): skipped there, and reported so.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'holds the lock it asks for until the transaction ends (PostgreSQL)',
    async () => {
      const { db } = first;
      const { user } = await buildUser(db);
      await db.transaction(async (tx) => {
        expect(await lockUser(tx, { id: user.id })).toEqual([{ id: user.id, email: user.email }]);
        const elsewhere = executeRows(db, sql`select id from ${users} where id = ${user.id} for update nowait`);
        await expect(elsewhere).rejects.toThrow();
      });
      await db.transaction(async (tx) => {
        const elsewhere = await executeRows(db, sql`select id from ${users} where id = ${user.id} for update nowait`);
        expect(elsewhere).toHaveLength(1);
        expect(await lockUser(tx, { id: user.id })).toHaveLength(1);
      });
    },
  );

  it('runs SQL written by hand the same way, answering its rows', async () => {
    const namesOf = sqlBuiltOnce<{ first_name: string }>(
      'test_first_names',
      () => sql`select first_name from ${users} where id = any(${sql.placeholder('ids')}::int[]) order by id`,
    );
    const { db } = first;
    const a = (await buildUser(db, { firstName: 'Ada' })).user;
    const b = (await buildUser(db, { firstName: 'Bea' })).user;
    expect(await namesOf(db, { ids: [a.id, b.id] })).toEqual([{ first_name: 'Ada' }, { first_name: 'Bea' }]);
    expect(await namesOf(db, { ids: [b.id] })).toEqual([{ first_name: 'Bea' }]);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Cleo' }).where(eq(users.id, a.id));
      expect(await namesOf(tx, { ids: [a.id] })).toEqual([{ first_name: 'Cleo' }]);
    });
  });
});
