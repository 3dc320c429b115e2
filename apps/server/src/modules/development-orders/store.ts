// The development orders' queries: the rolls of an order and the choices made for each.
import type { DevelopmentRollInput } from '@filmlab/api';
import type { NegativesAction, PriorityTier, PushPullStops } from '@filmlab/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { builtOnce } from '../../db/prepared.js';
import { pickUps } from '../../db/schema/pick-ups.js';
import { rollOrderDefaults } from '../../db/schema/development.js';
import { findVariantsOfProducts, variantSkuOf } from '../products/product-service.js';
import { insertOrderRolls, rollFactsSubquery } from '../rolls/roll-service.js';

type Queryable = Db | Tx;

/** Push/pull stops and the seeded variants of the pushpullroll add-on, by their sku suffix. */
const PUSH_PULL_VARIANT: Readonly<Record<string, PushPullStops>> = {
  'pushpullroll-1': 1,
  'pushpullroll-2': 2,
  'pushpullroll-3': 3,
  'pushpullroll-4': -1,
  'pushpullroll-5': -2,
};
/** Cross processing: C-41 chemistry for slide film (variant 1), E-6 chemistry for negative film (variant 2). */
const CROSS_PROCESS_VARIANT = { 'C-41': 'crossprocessroll-1', other: 'crossprocessroll-2' } as const;

export interface RollChoiceRow {
  filmRollId: number;
  orderId: number;
  brand: string;
  model: string;
  format: string;
  process: string;
  status: string;
  notes: string | null;
  pushPull: PushPullStops;
  crossProcess: boolean;
  scanQuality: (typeof rollOrderDefaults.$inferSelect)['scanQuality'];
  rush: boolean;
  sleeving: (typeof rollOrderDefaults.$inferSelect)['sleeving'];
  prints: boolean;
  returnToCustomer: boolean;
  negativesAction: NegativesAction | null;
  receivedAt: Date | null;
  /** The queue the roll waits in (its ETA's priority). */
  priorityTier: PriorityTier;
  developedAt: Date | null;
  scannedAt: Date | null;
}

async function variantIdsBySku(db: Queryable): Promise<Map<string, number>> {
  const rows = await findVariantsOfProducts(db, ['pushpullroll', 'crossprocessroll']);
  return new Map(rows.filter((row) => row.sku !== null).map((row) => [row.sku!, row.id]));
}

/**
 * Stores each roll (in the customer's library, stage CREATED) with its choices for the order, and
 * answers them as selectRollChoices would read them back.
 */
export async function insertRolls(
  tx: Tx,
  options: {
    orderId: number;
    customerId: number;
    rolls: DevelopmentRollInput[];
    negativesAction: NegativesAction | null;
    /** The queue the buyer's plan puts the rolls in (the ETA's priority). */
    priorityTier?: PriorityTier;
    /** Rolls already on the order (staff adding one later), so each roll's key stays unique. */
    keyOffset?: number;
  },
): Promise<RollChoiceRow[]> {
  if (options.rolls.length === 0) return [];
  const variants = await variantIdsBySku(tx);
  const variantOfStops = (stops: number) =>
    stops === 0
      ? null
      : (variants.get(Object.entries(PUSH_PULL_VARIANT).find(([, value]) => value === stops)?.[0] ?? '') ?? null);
  // Two statements for the whole order, not two per roll (a 36-roll order was 72 round trips); the
  // rolls come back in order.
  const made = await insertOrderRolls(
    tx,
    options.rolls.map((roll) => ({
      customerId: options.customerId,
      orderId: options.orderId,
      brand: roll.brand ?? '',
      model: roll.model,
      format: roll.format,
      process: roll.process,
      notes: roll.notes,
      scanQuality: roll.scanQuality,
      rush: roll.rush,
      sleeving: roll.sleeving,
      priorityTier: options.priorityTier ?? 'STANDARD',
    })),
  );
  const ids = made.map((row) => row.id);
  const choices = options.rolls.map((roll, index) => ({
    tempKey: `roll-${index + 1 + (options.keyOffset ?? 0)}`,
    orderId: options.orderId,
    customerId: options.customerId,
    filmRollId: ids[index]!,
    returnToCustomer: roll.returnToCustomer,
    pushPullId: variantOfStops(roll.pushPull),
    crossProcessId: roll.crossProcess
      ? (variants.get(roll.process === 'C-41' ? CROSS_PROCESS_VARIANT['C-41'] : CROSS_PROCESS_VARIANT.other) ?? null)
      : null,
    addPrints: roll.prints,
    addRush: roll.rush,
    sleeving: roll.sleeving,
    negativesAction: options.negativesAction,
    scanQuality: roll.scanQuality,
  }));
  await insertRows(tx, rollOrderDefaults, choices, {});
  return options.rolls.map((roll, index) => {
    const choice = choices[index]!;
    return {
      filmRollId: ids[index]!,
      orderId: options.orderId,
      brand: roll.brand ?? '',
      model: roll.model,
      format: roll.format,
      process: roll.process,
      status: made[index]!.status,
      notes: roll.notes ?? null,
      pushPull: choice.pushPullId === null ? 0 : roll.pushPull,
      crossProcess: choice.crossProcessId !== null,
      scanQuality: roll.scanQuality,
      rush: roll.rush,
      sleeving: roll.sleeving,
      prints: roll.prints,
      returnToCustomer: roll.returnToCustomer,
      negativesAction: options.negativesAction,
      receivedAt: null,
      priorityTier: options.priorityTier ?? 'STANDARD',
      developedAt: null,
      scannedAt: null,
    };
  });
}

const rollChoicesOf = builtOnce('roll_choices_of_orders', (db) => {
  // The rolls' own facts from the rolls face, joined as a subquery PostgreSQL folds into this one.
  const roll = rollFactsSubquery(db);
  return db
    .select({
      filmRollId: roll.id,
      orderId: rollOrderDefaults.orderId,
      brand: roll.brand,
      model: roll.model,
      format: roll.format,
      process: roll.process,
      status: roll.status,
      notes: roll.notes,
      pushPullSku: variantSkuOf(rollOrderDefaults.pushPullId),
      crossProcessId: rollOrderDefaults.crossProcessId,
      scanQuality: rollOrderDefaults.scanQuality,
      rush: rollOrderDefaults.addRush,
      sleeving: rollOrderDefaults.sleeving,
      prints: rollOrderDefaults.addPrints,
      returnToCustomer: rollOrderDefaults.returnToCustomer,
      negativesAction: rollOrderDefaults.negativesAction,
      receivedAt: roll.receivedAt,
      priorityTier: roll.priorityTier,
      developedAt: roll.developedAt,
      scannedAt: roll.scannedAt,
    })
    .from(rollOrderDefaults)
    .innerJoin(roll, eq(roll.id, rollOrderDefaults.filmRollId))
    .where(sql`${rollOrderDefaults.orderId} = any(${sql.placeholder('orderIds')})`)
    .orderBy(asc(rollOrderDefaults.orderId), asc(rollOrderDefaults.id));
});

/** The rolls of these orders with their choices, in the order they were added. */
export async function selectRollChoices(db: Queryable, orderIds: number[]): Promise<RollChoiceRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await rollChoicesOf(db, { orderIds });
  return rows.map(({ pushPullSku, crossProcessId, ...row }) => ({
    ...row,
    pushPull: (pushPullSku ? PUSH_PULL_VARIANT[pushPullSku] : undefined) ?? 0,
    crossProcess: crossProcessId !== null,
  }));
}

/** A development order is one with rolls; its lines are priced from them, not from a cart. */
export async function isDevelopmentOrder(db: Queryable, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rollOrderDefaults.id })
    .from(rollOrderDefaults)
    .where(eq(rollOrderDefaults.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

/** A pick-up (a batch of received rolls) with its order and customer, or undefined. */
export async function selectPickUp(db: Queryable, pickUpId: number) {
  const [row] = await db
    .select({ id: pickUps.id, orderId: pickUps.orderId, customerId: pickUps.customerId })
    .from(pickUps)
    .where(eq(pickUps.id, pickUpId));
  return row;
}

/** The order's first pick-up of this customer (a courier stop refers to it), or null. */
export async function selectOrderPickUpId(db: Queryable, orderId: number, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: pickUps.id })
    .from(pickUps)
    .where(and(eq(pickUps.orderId, orderId), eq(pickUps.customerId, customerId)))
    .limit(1);
  return row?.id ?? null;
}

/** The order's pick-ups, and the choices of these rolls, now name the customer (a claimed vendor order). */
export async function moveToCustomer(
  tx: Tx,
  moved: { orderId: number; rollIds: readonly number[]; customerId: number },
): Promise<void> {
  const { customerId } = moved;
  if (moved.rollIds.length > 0) {
    await tx
      .update(rollOrderDefaults)
      .set({ customerId })
      .where(inArray(rollOrderDefaults.filmRollId, [...moved.rollIds]));
  }
  await tx.update(pickUps).set({ customerId }).where(eq(pickUps.orderId, moved.orderId));
}
