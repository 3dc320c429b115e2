// The queries of payment attempts (db/schema/payments.ts). Every change of an attempt's status is a
// conditional update from the statuses it may leave, so the request, the sweep and a webhook never
// both act on one attempt.
import { and, asc, eq, getTableColumns, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { builtOnce, placeholderFor, sqlBuiltOnce } from '../../db/prepared.js';
import { jsonRowReader } from '../../db/json-rows.js';
import { paymentAttempts, type AttemptReservation, type PaymentAttemptStatus } from '../../db/schema/payments.js';
import { payments } from '../../db/schema/settled-payments.js';

type Queryable = Db | Tx;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type { AttemptReservation };

/** The order's attempt still in flight (at most one: a unique index holds it). */
export async function attemptInFlight(db: Queryable, orderId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'reserved')));
  return row;
}

const readAttempt = jsonRowReader(paymentAttempts);

const paymentState = sqlBuiltOnce<{ in_flight: Record<string, unknown> | null; paid: string | number | null }>(
  'order_payment_state',
  () => sql`select
      (select to_json(a) from ${paymentAttempts} a
        where a.order_id = ${sql.placeholder('orderId')} and a.status = 'reserved' limit 1) as in_flight,
      (select case when count(*) > 0 then coalesce(sum(p.amount), 0) end from ${payments} p
        where p.order_id = ${sql.placeholder('orderId')} and p.status = 'succeeded') as paid`,
);

/**
 * In one statement, for an order about to be paid (locked by the caller): its attempt in flight, if
 * any, and what has been paid on it (null: never paid), as attemptInFlight and paidOnOrder answer.
 */
export async function paymentStateOf(
  tx: Tx,
  orderId: number,
): Promise<{ inFlight: AttemptRow | undefined; paid: number | null }> {
  const [row] = await paymentState(tx, { orderId });
  return {
    inFlight: row?.in_flight ? readAttempt(row.in_flight) : undefined,
    paid: row?.paid === null || row?.paid === undefined ? null : Number(row.paid),
  };
}

export async function insertAttempt(tx: Tx, values: typeof paymentAttempts.$inferInsert): Promise<AttemptRow> {
  const [row] = await insertRows(tx, paymentAttempts, [values], getTableColumns(paymentAttempts));
  return row!;
}

export async function selectAttempt(db: Queryable, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

export async function attemptByProviderPayment(db: Queryable, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.providerPaymentId, providerPaymentId))
    .orderBy(asc(paymentAttempts.id))
    .limit(1);
  return row;
}

/** Stores the provider's payment id as soon as it is known, in its own statement (no transaction). */
export async function recordProviderPayment(db: Db, attemptId: number, providerPaymentId: string): Promise<void> {
  await providerPaymentUpdate(db, { id: attemptId, providerPaymentId, updatedAt: new Date() });
}
const providerPaymentUpdate = builtOnce('attempt_provider_payment', (db) =>
  db
    .update(paymentAttempts)
    .set({ providerPaymentId: placeholderFor('providerPaymentId'), updatedAt: placeholderFor('updatedAt') })
    .where(eq(paymentAttempts.id, sql.placeholder('id'))),
);

type AttemptChanges = Partial<Pick<AttemptRow, 'providerPaymentId' | 'failureMessage' | 'leaseUntil' | 'settledAt'>>;
const moves = new Map<string, (db: Queryable, values: Record<string, unknown>) => Promise<AttemptRow[]>>();

/**
 * The move's statement for these statuses and changed columns, built once (a few shapes in all). A
 * change to null is written into the statement: a column's mapping is not written for null.
 */
function moveStatement(
  from: readonly PaymentAttemptStatus[],
  to: PaymentAttemptStatus,
  keys: string[],
  nullKeys: string[],
) {
  const shape = `${from.join(',')}>${to}:${keys.join(',')}:null ${nullKeys.join(',')}`;
  let statement = moves.get(shape);
  if (!statement) {
    statement = builtOnce(`attempt_move_${moves.size + 1}`, (db) =>
      db
        .update(paymentAttempts)
        .set({
          status: to,
          updatedAt: placeholderFor('updatedAt'),
          ...Object.fromEntries(keys.map((key) => [key, placeholderFor(key)])),
          ...Object.fromEntries(nullKeys.map((key) => [key, sql`null`])),
        })
        .where(and(eq(paymentAttempts.id, sql.placeholder('id')), inArray(paymentAttempts.status, [...from])))
        .returning(),
    );
    moves.set(shape, statement);
  }
  return statement;
}

/** Moves the attempt from one of `from` to `to`; undefined when it was not in one of `from`. */
export async function moveAttempt(
  db: Queryable,
  id: number,
  from: readonly PaymentAttemptStatus[],
  to: PaymentAttemptStatus,
  changes: AttemptChanges = {},
): Promise<AttemptRow | undefined> {
  const given = (Object.keys(changes) as Array<keyof AttemptChanges>).filter((key) => changes[key] !== undefined);
  const keys = given.filter((key) => changes[key] !== null).sort();
  const nullKeys = given.filter((key) => changes[key] === null).sort();
  const [row] = await moveStatement(from, to, keys, nullKeys)(db, { ...changes, id, updatedAt: new Date() });
  return row;
}

/**
 * Claims up to `limit` unsettled attempts of this provider whose lease has run out (or, with
 * `orphanedBefore`, that were made before then: on PGlite, attempts from before this process
 * started have no request left to finish them). A claim extends the lease, so several app
 * processes on one PostgreSQL never claim the same attempt: SKIP LOCKED passes over rows another
 * process is claiming, and the conditional update skips rows already claimed.
 */
export async function claimUnsettled(
  db: Db,
  options: { provider: string; now: Date; leaseUntil: Date; orphanedBefore?: Date | undefined; limit: number },
): Promise<AttemptRow[]> {
  const { provider, now, leaseUntil, orphanedBefore, limit } = options;
  const due = and(
    inArray(paymentAttempts.status, ['reserved', 'refunding']),
    eq(paymentAttempts.provider, provider),
    isNotNull(paymentAttempts.leaseUntil),
    orphanedBefore
      ? or(lte(paymentAttempts.leaseUntil, now), lt(paymentAttempts.createdAt, orphanedBefore))
      : lte(paymentAttempts.leaseUntil, now),
  );
  return db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(due)
      .orderBy(asc(paymentAttempts.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (ids.length === 0) return [];
    return tx
      .update(paymentAttempts)
      .set({ leaseUntil, updatedAt: sql`now()` })
      .where(
        and(
          inArray(
            paymentAttempts.id,
            ids.map((row) => row.id),
          ),
          due,
        ),
      )
      .returning();
  });
}
