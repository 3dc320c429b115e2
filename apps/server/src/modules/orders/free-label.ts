// The free USPS label of spec 2.13 and section 7: an order update that adds a prepaid-label shipment
// to the lab (usps_first) with a zero-amount line. The label is bought before the update is saved,
// so a refusal changes nothing and the customer may simply try again; the update's transaction then
// checks again, under the order's lock, that the order is open and has no prepaid label yet.
import type { ShipmentInput } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Deps } from '../../deps.js';
import type { Db, Tx } from '../../db/client.js';
import { shipments } from '../../db/schema/shipments.js';
import { AppError } from '../../errors.js';
import { productsForPricing } from '../products/product-service.js';
import { labelColumns, purchaseLabel } from '../shipping-labels/buy-shipment-label.js';
import type { Buyer } from './buyer.js';
import { moveOrThrow } from './order-access.js';
import type { OrderRow } from './store.js';

/** The one service level an order update may buy a label for: the free USPS label. */
export const FREE_LABEL_SERVICE = 'usps_first';
export const FREE_LABEL_SKU = 'prepaidlabelfirst';
export const FREE_LABEL_NOTE = 'Free Member Shipping Label';

export type LabelledShipmentInput = ShipmentInput & { label?: ReturnType<typeof labelColumns> };

const bad = (field: string, problem: string) =>
  new AppError('BAD_REQUEST', `${field}: ${problem}`, [`${field}: ${problem}`]);

export const isLabelToLab = (s: Pick<ShipmentInput, 'method' | 'toCustomer'>) =>
  s.method === 'PREPAID_LABEL' && !s.toCustomer;

/** A prepaid label to the lab the order already has (bought or not): it is then not eligible. */
export async function hasLabelToLab(db: Db | Tx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.method, 'PREPAID_LABEL'), eq(shipments.toCustomer, false)))
    .limit(1);
  return row !== undefined;
}

export const ALREADY_LABELLED = 'This order already has a prepaid shipping label';

/**
 * The new shipments of an order update, with the label of the free USPS one bought. Refuses other
 * label services (they are chosen, and priced, when the order is placed) and orders that are not
 * open or already have a prepaid label.
 */
export async function buyUpdateLabels(options: {
  deps: Pick<Deps, 'db' | 'shipping'>;
  order: OrderRow;
  buyer: Buyer;
  newShipments: ShipmentInput[] | undefined;
}): Promise<LabelledShipmentInput[] | undefined> {
  const { deps, order, newShipments } = options;
  const wanted = (newShipments ?? []).filter(isLabelToLab);
  if (wanted.length === 0) return newShipments;
  const index = newShipments!.findIndex(isLabelToLab);
  const field = `newShipments.${index}`;
  if (wanted.length > 1) throw bad('newShipments', 'at most one prepaid label to the lab');
  const wish = wanted[0]!;
  if ((wish.serviceLevel ?? FREE_LABEL_SERVICE) !== FREE_LABEL_SERVICE) {
    throw bad(`${field}.serviceLevel`, 'only the free USPS label (usps_first) can be added to an order');
  }
  if (wish.carrier && wish.carrier !== 'USPS') throw bad(`${field}.carrier`, 'the free label is a USPS label');
  if (order.customerId === null) throw bad(field, 'a guest order has no saved address to send from');
  if (wish.customerAddressId == null) throw bad(`${field}.customerAddressId`, 'choose the address you send from');
  if (!options.buyer.addresses.some((a) => a.id === wish.customerAddressId)) {
    throw bad(`${field}.customerAddressId`, "is not one of the customer's addresses");
  }
  moveOrThrow(order.status, 'update');
  if (await hasLabelToLab(deps.db, order.id))
    throw new AppError('CONFLICT', ALREADY_LABELLED, [`${field}: ${ALREADY_LABELLED}`]);
  const bought = await purchaseLabel({
    deps,
    orderId: order.id,
    customerId: order.customerId,
    addressId: wish.customerAddressId,
    serviceLevel: FREE_LABEL_SERVICE,
  });
  return newShipments!.map((s) =>
    s === wish ? { ...s, carrier: 'USPS', serviceLevel: FREE_LABEL_SERVICE, label: labelColumns(bought) } : s,
  );
}

/** The update could not be saved after its label was bought: the local copy goes (a carrier's label is logged to refund). */
export async function dropUnusedLabels(options: {
  blobs: BlobStore;
  shipments: LabelledShipmentInput[] | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<void> {
  for (const s of options.shipments ?? []) {
    if (!s.label) continue;
    options.log.warn({ trackingNumber: s.label.trackingNumber }, 'free label bought for an update that failed');
    await options.blobs.delete(s.label.labelPath).catch(() => undefined);
  }
}

/** A development order's lines come from its rolls; the free label's line is the one exception. */
export async function isFreeLabelLineOnly(tx: Tx, lines: Array<{ productId: number }> | undefined): Promise<boolean> {
  if (!lines || lines.length !== 1) return false;
  const { products } = await productsForPricing({ db: tx, productIds: [lines[0]!.productId] });
  return products[0]?.sku === FREE_LABEL_SKU;
}
