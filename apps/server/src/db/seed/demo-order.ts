import {
  DEFAULT_TAX_RATE,
  FREE_LABEL_SHIPMENT,
  priceFor,
  taxCents,
  type PlanId,
  type PricedService,
} from '@filmlab/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { labLocations } from '../schema/locations.js';
import { orderLines, orders } from '../schema/orders.js';
import { pickUps } from '../schema/pick-ups.js';
import { payments } from '../schema/settled-payments.js';
import { products } from '../schema/products.js';
import { shipments } from '../schema/shipments.js';
import { DEV_SCAN_SKUS } from './services.js';

const DAY_MS = 24 * 3600 * 1000;

export interface DemoOrder {
  orderId: number;
  pickUpId: number;
  /** When the lab received, developed, scanned and synced the rolls. */
  timeline: { created: Date; received: Date; developed: Date; scanned: Date; synced: Date; completed: Date };
}

interface LineSpec {
  sku: string;
  service: PricedService | null;
  quantity: number;
  notes: string | null;
}

/**
 * The demo customer's first order, complete and paid: three rolls developed and scanned at the
 * member's prices, cut sleeving, 4K scans on one roll, and the free USPS label they mailed it with.
 */
export async function seedDemoOrder(
  db: Db,
  options: {
    customerId: number;
    addressId: number | undefined;
    planId: PlanId;
    rollNames: string[];
    scan4KRoll: string;
  },
): Promise<DemoOrder> {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const timeline = {
    created: at(14),
    received: at(10),
    developed: at(9),
    scanned: at(8),
    synced: at(7.9),
    completed: at(7.5),
  };
  const specs: LineSpec[] = [
    ...options.rollNames.map((name) => ({
      sku: DEV_SCAN_SKUS.devScan,
      service: 'devScan' as const,
      quantity: 1,
      notes: name,
    })),
    { sku: 'cutsleeving', service: 'cutSleeving', quantity: options.rollNames.length, notes: null },
    { sku: '4kscans', service: 'scan4K', quantity: 1, notes: options.scan4KRoll },
    { sku: 'prepaidlabelfirst', service: null, quantity: 1, notes: FREE_LABEL_SHIPMENT.lineNote },
  ];
  const productRows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      inArray(
        products.sku,
        specs.map((spec) => spec.sku),
      ),
    );
  const lines = specs.map((spec) => {
    const productId = productRows.find((row) => row.sku === spec.sku)?.id;
    if (productId === undefined) throw new Error(`service product ${spec.sku} is missing; seed services first`);
    const unit = spec.service ? priceFor(spec.service, options.planId) : FREE_LABEL_SHIPMENT.lineAmount;
    return { productId, quantity: spec.quantity, amount: unit * spec.quantity, notes: spec.notes };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const taxAmount = taxCents(subtotal, DEFAULT_TAX_RATE);
  const total = subtotal + taxAmount;
  const paymentId = `pi_local_demo_${options.customerId}_first_order`;
  const [lab] = await db.select({ id: labLocations.id }).from(labLocations).where(eq(labLocations.slug, 'lab'));

  const [order] = await db
    .insert(orders)
    .values({
      customerId: options.customerId,
      status: 'COMPLETE',
      notes: 'First roll order. Please scan the Ektar roll at 4K.',
      subtotal,
      taxAmount,
      total,
      taxRate: DEFAULT_TAX_RATE,
      paymentProviderId: paymentId,
      locationId: lab?.id ?? null,
      createdAt: timeline.created,
      updatedAt: timeline.completed,
      invoicedAt: timeline.created,
      paidAt: timeline.created,
      receivedAt: timeline.received,
      completedAt: timeline.completed,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('demo order was not created');
  await db
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId: order.id, createdAt: timeline.created })));
  await db.insert(shipments).values({
    orderId: order.id,
    customerId: options.customerId,
    method: FREE_LABEL_SHIPMENT.method,
    carrier: FREE_LABEL_SHIPMENT.carrier,
    serviceLevel: FREE_LABEL_SHIPMENT.serviceLevel,
    toCustomer: false,
    customerAddressId: options.addressId ?? null,
    trackingNumber: `94001118995600${String(order.id).padStart(8, '0')}`,
    carrierShipment: {
      carrier: FREE_LABEL_SHIPMENT.carrier,
      service: FREE_LABEL_SHIPMENT.serviceLevel,
      status: 'delivered',
    },
    createdAt: timeline.created,
    shippedAt: at(12),
    deliveredAt: timeline.received,
  });
  await db.insert(payments).values({
    userId: options.customerId,
    orderId: order.id,
    provider: 'local',
    providerPaymentId: paymentId,
    amount: total,
    status: 'succeeded',
    createdAt: timeline.created,
    updatedAt: timeline.created,
  });
  const [pickUp] = await db
    .insert(pickUps)
    .values({
      orderId: order.id,
      customerId: options.customerId,
      receivedAt: timeline.received,
      createdAt: timeline.created,
    })
    .returning({ id: pickUps.id });
  if (!pickUp) throw new Error('demo pick-up was not created');
  return { orderId: order.id, pickUpId: pickUp.id, timeline };
}
