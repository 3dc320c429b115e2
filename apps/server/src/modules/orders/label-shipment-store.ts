// The queries the shipping-labels module asks of the orders' shipments (it gets them as
// `labelShipments` through order-service.ts, connected in src/modules.ts): a shipment's label purchase
// is claimed by one buyer at a time with a conditional update, then recorded (bought) or released with
// the reason (failed); a carrier's tracking events move its stage.
import type { ShipmentStage } from '@filmlab/domain';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { shipments } from '../../db/schema/shipments.js';
import type { LabelColumns } from '../shipping-labels/label-shipments.js';
import type { ShipmentRow } from './store.js';

type Queryable = Db | Tx;

/** A purchase that has not finished after this long is taken to have died with its process. */
const LABEL_CLAIM_MS = 2 * 60 * 1000;

export async function selectShipment(db: Queryable, shipmentId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, shipmentId)).limit(1);
  return row;
}

/** Prepaid labels to the lab that no one has bought yet and that have not failed (a failure waits for the customer). */
export async function selectLabelsToBuy(db: Queryable, orderId: number): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        eq(shipments.method, 'PREPAID_LABEL'),
        eq(shipments.toCustomer, false),
        isNull(shipments.trackingNumber),
        isNull(shipments.labelError),
      ),
    )
    .orderBy(asc(shipments.id));
}

/** Takes the purchase of this shipment's label, or returns undefined when it is bought or being bought. */
export async function claimLabel(db: Queryable, shipmentId: number, now: Date): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .update(shipments)
    .set({ labelClaimedAt: now })
    .where(
      and(
        eq(shipments.id, shipmentId),
        isNull(shipments.trackingNumber),
        or(isNull(shipments.labelClaimedAt), lt(shipments.labelClaimedAt, new Date(now.getTime() - LABEL_CLAIM_MS))),
      ),
    )
    .returning();
  return row;
}

export async function recordLabel(db: Queryable, shipmentId: number, label: LabelColumns): Promise<ShipmentRow> {
  const [row] = await db
    .update(shipments)
    .set({ ...label, labelError: null, labelClaimedAt: null })
    .where(eq(shipments.id, shipmentId))
    .returning();
  return row!;
}

export async function recordLabelError(db: Queryable, shipmentId: number, labelError: string): Promise<void> {
  await db.update(shipments).set({ labelError, labelClaimedAt: null }).where(eq(shipments.id, shipmentId));
}

/** The shipment a carrier's tracking code belongs to (the newest, should a code ever be reused). */
export async function selectShipmentByTracking(db: Queryable, trackingNumber: string) {
  const [row] = await db
    .select({ id: shipments.id, orderId: shipments.orderId, customerId: shipments.customerId })
    .from(shipments)
    .where(eq(shipments.trackingNumber, trackingNumber))
    .orderBy(desc(shipments.id))
    .limit(1);
  return row;
}

/**
 * Moves a shipment to "on its way" (shippedAt) or "arrived" (deliveredAt, and shippedAt if no scan
 * said so before); conditional, so a stage is set once and never undone. False when nothing moved.
 */
export async function moveShipmentStage(
  db: Queryable,
  shipmentId: number,
  stage: ShipmentStage,
  at: Date,
): Promise<boolean> {
  const moved =
    stage === 'ARRIVED'
      ? await db
          .update(shipments)
          .set({ deliveredAt: at, shippedAt: sql`coalesce(${shipments.shippedAt}, ${at.toISOString()}::timestamptz)` })
          .where(and(eq(shipments.id, shipmentId), isNull(shipments.deliveredAt)))
          .returning({ id: shipments.id })
      : await db
          .update(shipments)
          .set({ shippedAt: at })
          .where(and(eq(shipments.id, shipmentId), isNull(shipments.shippedAt), isNull(shipments.deliveredAt)))
          .returning({ id: shipments.id });
  return moved.length > 0;
}
