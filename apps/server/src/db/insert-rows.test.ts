import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { insertRows } from './insert-rows.js';
import { orders } from './schema/orders.js';
import { filmRolls } from './schema/rolls.js';
import { users } from './schema/users.js';

let database: Database;
let customerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  customerId = (await buildUser(database.db)).user.id;
});

afterAll(async () => {
  await database?.close();
});

describe('insertRows', () => {
  it('stores the rows in their order, with the defaults of the columns they leave out', async () => {
    const { db } = database;
    const values = [
      { customerId, brand: 'Kodak', model: 'Portra 400', notes: 'it\'s "pushed" \\ one stop, café', rush: true },
      { customerId, brand: 'Ilford', model: 'HP5+', notes: null, rush: false },
      { customerId, brand: 'Fuji', model: 'Velvia 50', notes: undefined, rush: false },
    ];
    const made = await insertRows(db, filmRolls, values, {
      id: filmRolls.id,
      createdAt: filmRolls.createdAt,
      notes: filmRolls.notes,
    });
    expect(made.map((row) => row.id)).toEqual([...made.map((row) => row.id)].sort((a, b) => a - b));
    const stored = await db
      .select()
      .from(filmRolls)
      .where(
        inArray(
          filmRolls.id,
          made.map((row) => row.id),
        ),
      )
      .orderBy(asc(filmRolls.id));
    expect(stored.map((row) => [row.brand, row.model, row.notes, row.rush])).toEqual(
      values.map((row) => [row.brand, row.model, row.notes ?? null, row.rush]),
    );
    expect(stored.map((row) => [row.status, row.format, row.scanQuality, row.sleeving])).toEqual(
      values.map(() => ['CREATED', '35mm', 'STANDARD_2K', 'NONE']),
    );
    expect(made.map((row) => row.createdAt)).toEqual(stored.map((row) => row.createdAt));
    expect(made[0]!.createdAt).toBeInstanceOf(Date);
    expect(made.map((row) => row.notes)).toEqual(stored.map((row) => row.notes));
  });

  it('stores json, enum, numeric and timestamp columns as the query builder does', async () => {
    const { db } = database;
    const paidAt = new Date('2026-03-04T05:06:07.891Z');
    const address = {
      addressId: null,
      address1: '1 "Main" St',
      address2: null,
      city: 'Brooklyn',
      state: 'NY',
      zip: '11211',
      country: 'US',
    };
    const [made] = await insertRows(
      db,
      orders,
      [{ customerId, status: 'PAID', taxRate: 8.875, total: 12_345_678_901, address, paidAt }],
      { id: orders.id, total: orders.total, taxRate: orders.taxRate, paidAt: orders.paidAt },
    );
    expect(made).toMatchObject({ total: 12_345_678_901, taxRate: 8.875, paidAt });
    const [stored] = await db.select().from(orders).where(eq(orders.id, made!.id));
    expect(stored).toMatchObject({
      status: 'PAID',
      taxRate: 8.875,
      total: 12_345_678_901,
      address,
      paidAt,
      applyCredit: false,
    });
  });

  it('runs statements alongside in the same statement: the rows it replaces go as the new ones come', async () => {
    const { db } = database;
    const { user } = await buildUser(db);
    const other = (await buildUser(db)).user;
    const first = await insertRows(db, filmRolls, [{ customerId: user.id, model: 'old' }], { id: filmRolls.id });
    const next = await insertRows(db, filmRolls, [{ customerId: user.id, model: 'new' }], { id: filmRolls.id }, [
      sql`delete from ${filmRolls} where ${filmRolls.customerId} = ${user.id}`,
      db.update(users).set({ firstName: 'Alongside' }).where(eq(users.id, other.id)).getSQL(),
    ]);
    const left = await db.select().from(filmRolls).where(eq(filmRolls.customerId, user.id));
    expect(left.map((row) => [row.id, row.model])).toEqual([[next[0]!.id, 'new']]);
    expect(next[0]!.id).not.toBe(first[0]!.id);
    const [updated] = await db.select().from(users).where(eq(users.id, other.id));
    expect(updated?.firstName).toBe('Alongside');
  });

  it('refuses a row that leaves out a column with a default the others set, and unknown columns', async () => {
    const { db } = database;
    await expect(
      insertRows(db, filmRolls, [{ customerId, brand: 'Kodak' }, { customerId }], { id: filmRolls.id }),
    ).rejects.toThrow(/row 1 of film_rolls leaves out brand/);
    await expect(
      insertRows(db, filmRolls, [{ customerId, colour: 'red' } as never], { id: filmRolls.id }),
    ).rejects.toThrow(/film_rolls has no column colour/);
    expect(await insertRows(db, filmRolls, [], { id: filmRolls.id })).toEqual([]);
  });
});
