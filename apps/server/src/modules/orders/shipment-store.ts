// The orders module's queries of an order's shipments that other modules ask through its face: the
// parcel back to the customer (returned negatives, also the return label's) and the shipments a
// development order is priced by.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { shipments } from '../../db/schema/shipments.js';
import type { ShipmentRow } from './store.js';

type Queryable = Db | Tx;

/** A shipment as pricing reads it: how it travels, at what service level, and which way. */
export type PricedShipment = Pick<ShipmentRow, 'method' | 'serviceLevel' | 'toCustomer'>;

const pricedShipments = builtOnce('priced_shipments_of_order', (db) =>
  db
    .select({ method: shipments.method, serviceLevel: shipments.serviceLevel, toCustomer: shipments.toCustomer })
    .from(shipments)
    .where(eq(shipments.orderId, sql.placeholder('orderId')))
    .orderBy(asc(shipments.id)),
);

/** The order's shipments as pricing reads them, by id. */
export function selectPricedShipments(db: Queryable, orderId: number): Promise<PricedShipment[]> {
  return pricedShipments(db, { orderId });
}

/** The tracking numbers of the order's parcels back to the customer (those labelled). */
export async function selectReturnTracking(db: Queryable, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ trackingNumber: shipments.trackingNumber })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.toCustomer, true)));
  return rows.map((row) => row.trackingNumber).filter((t): t is string => !!t);
}

/** The order's first parcel back to the customer (returned negatives), if one was asked for. */
export async function selectReturnShipment(db: Queryable, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.toCustomer, true)))
    .orderBy(asc(shipments.id))
    .limit(1);
  return row;
}

/** What a parcel back to the customer is: how, with whom, from which address and at what cost. */
export type ReturnShipmentValues = Pick<
  typeof shipments.$inferInsert,
  'method' | 'carrier' | 'serviceLevel' | 'customerAddressId' | 'cost' | 'labelError'
>;

/** Writes the order's parcel back to the customer: `existing` changed, or a new one added. */
export async function saveReturnShipment(
  tx: Tx,
  shipment: { orderId: number; customerId: number; existingId: number | null; values: ReturnShipmentValues },
): Promise<void> {
  const { orderId, customerId, existingId, values } = shipment;
  if (existingId !== null) await tx.update(shipments).set(values).where(eq(shipments.id, existingId));
  else await tx.insert(shipments).values({ ...values, orderId, customerId, toCustomer: true });
}

/** The carrier and tracking number of each of the order's parcels back to the customer that has one. */
export async function selectCustomerTracking(
  db: Queryable,
  orderId: number,
): Promise<Array<{ carrier: ShipmentRow['carrier']; trackingNumber: string }>> {
  const rows = await db
    .select({ carrier: shipments.carrier, trackingNumber: shipments.trackingNumber })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.toCustomer, true)));
  return rows.flatMap((row) =>
    row.trackingNumber ? [{ carrier: row.carrier, trackingNumber: row.trackingNumber }] : [],
  );
}
