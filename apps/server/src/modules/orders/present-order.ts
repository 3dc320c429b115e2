import type { Order, OrderShipment } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { carrierShipmentJson } from '../shipping-labels/label-link.js';
import type { OrderView, ShipmentRow } from './store.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A shipment as the order summary and GET /orders/:id/shipments show it. */
export async function presentShipment(blobs: BlobStore, s: ShipmentRow): Promise<OrderShipment> {
  return {
    id: s.id,
    method: s.method,
    carrier: s.carrier,
    serviceLevel: s.serviceLevel,
    toCustomer: s.toCustomer,
    customerAddressId: s.customerAddressId,
    trackingNumber: s.trackingNumber,
    carrierShipment: await carrierShipmentJson(blobs, s),
    labelError: s.labelError,
    shippedAt: iso(s.shippedAt),
    deliveredAt: iso(s.deliveredAt),
  };
}

export async function presentOrder(blobs: BlobStore, view: OrderView, options: { isAdmin: boolean }): Promise<Order> {
  const { order, promo } = view;
  const lines = await Promise.all(
    view.lines.map(async (line) => ({
      id: line.id,
      productId: line.productId,
      productVariantId: line.productVariantId,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      amount: line.amount,
      discount: line.discount,
      memberPrice: line.memberPrice,
      notes: line.notes,
      productName: line.productName,
      productType: line.productType,
      sku: line.sku,
      slug: line.slug,
      variantName: line.variantName,
      image: line.imagePath ? { read: await blobs.readUrl(line.imagePath), alt: line.imageAlt ?? '' } : null,
    })),
  );
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    customerId: order.customerId,
    guest: order.guest,
    status: order.status,
    notes: order.notes,
    ...(options.isAdmin ? { internalNotes: order.internalNotes } : {}),
    lines,
    shipments: await Promise.all(view.shipments.map((s) => presentShipment(blobs, s))),
    promo: promo
      ? {
          code: promo.code,
          description: promo.description,
          percentOff: promo.percentOff,
          amountOff: promo.amountOff,
          productType: promo.productType,
        }
      : null,
    address: order.address ?? null,
    locationId: order.locationId,
    useBillingAddressForTax: order.useBillingAddressForTax,
    applyCredit: order.applyCredit,
    subtotal: order.subtotal,
    appliedDiscount: order.appliedDiscount,
    shipping: order.shipping,
    taxRate: order.taxRate,
    taxSource: order.paymentProviderId && order.taxRate !== null ? 'stored' : (order.taxSource ?? null),
    tax: order.taxAmount,
    appliedCredit: order.appliedCredit,
    total: order.total,
    paymentId: order.paymentProviderId,
    paymentInProgress: view.paymentInFlight === null ? null : view.paymentInFlight === 'in_lab' ? 'in_lab' : 'card',
    guestEmail: order.guestEmail,
    guestName: order.guestAddressData?.name ?? null,
    createdAt: order.createdAt.toISOString(),
    invoicedAt: iso(order.invoicedAt),
    paidAt: iso(order.paidAt),
    completedAt: iso(order.completedAt),
    canceledAt: iso(order.canceledAt),
  };
}
