// The shipments whose labels this module buys and tracks are the orders module's rows (DESIGN.md
// rule 4). Orders imports this module to buy labels, so this module does not import orders back:
// orders gives its shipment queries at start (src/modules.ts), as each order kind gives its pricer.
import type { Carrier, ServiceLevel, ShipmentMethod, ShipmentStage } from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';

type Queryable = Db | Tx;

/** A shipment as the labels read it. */
export interface LabelShipment {
  id: number;
  orderId: number;
  /** Null on guest orders. */
  customerId: number | null;
  customerAddressId: number | null;
  method: ShipmentMethod;
  toCustomer: boolean;
  carrier: Carrier | null;
  serviceLevel: ServiceLevel | null;
  trackingNumber: string | null;
  labelPath: string | null;
  carrierShipment: Record<string, unknown> | null;
}

/** A bought label as it is written on its shipment. */
export interface LabelColumns {
  carrier: Carrier;
  trackingNumber: string;
  labelPath: string;
  carrierShipment: Record<string, unknown>;
}

/** What the labels ask of the shipments, each in the transaction or database given. */
export interface LabelShipments {
  find(db: Queryable, shipmentId: number): Promise<LabelShipment | undefined>;
  /** The order's first parcel back to the customer (returned negatives), if one was asked for. */
  findReturn(db: Queryable, orderId: number): Promise<LabelShipment | undefined>;
  /** Prepaid labels to the lab that no one has bought yet and that have not failed. */
  labelsToBuy(db: Queryable, orderId: number): Promise<LabelShipment[]>;
  /** Takes the purchase of the label, or undefined when it is bought or being bought. */
  claim(db: Queryable, shipmentId: number, now: Date): Promise<LabelShipment | undefined>;
  record(db: Queryable, shipmentId: number, label: LabelColumns): Promise<LabelShipment>;
  /** The purchase failed: why, in words, and the claim let go. */
  recordError(db: Queryable, shipmentId: number, labelError: string): Promise<void>;
  /** The shipment a carrier's tracking code belongs to. */
  findByTracking(db: Queryable, trackingNumber: string): Promise<{ id: number } | undefined>;
  /** Moves the shipment to a stage once; false when nothing moved. */
  moveStage(db: Queryable, shipmentId: number, stage: ShipmentStage, at: Date): Promise<boolean>;
}

let connected: LabelShipments | undefined;

/** src/modules.ts connects the orders module's shipments here before any route or job runs. */
export function registerLabelShipments(shipments: LabelShipments): void {
  connected = shipments;
}

export function labelShipments(): LabelShipments {
  if (!connected) throw new Error('No label shipments are registered (see src/modules.ts).');
  return connected;
}
