// A customer's shipping label of an order (GET and POST /users/:id/orders/:orderId/shipments/
// :shipmentId/label): read as a fresh signed link, or bought again after a refusal.
import { orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { buyShipmentLabel } from './buy-shipment-label.js';
import { freshLabelUrl, labelFileName } from './label-link.js';
import { labelShipments, type LabelShipment } from './label-shipments.js';

interface ShipmentOf {
  /** The customer. */
  id: number;
  orderId: number;
  shipmentId: number;
}

/** A shipment of customer `id`'s order; another customer's reads as missing. */
async function shipmentOf(deps: Pick<Deps, 'db'>, params: ShipmentOf): Promise<LabelShipment> {
  const shipment = await labelShipments().find(deps.db, params.shipmentId);
  if (!shipment || shipment.orderId !== params.orderId || shipment.customerId !== params.id) {
    throw notFound('Shipment');
  }
  return shipment;
}

async function present(deps: Pick<Deps, 'blobs'>, shipment: LabelShipment) {
  if (!shipment.trackingNumber || !shipment.labelPath) throw notFound('Label');
  return {
    shipmentId: shipment.id,
    orderId: shipment.orderId,
    carrier: shipment.carrier,
    serviceLevel: shipment.serviceLevel,
    trackingNumber: shipment.trackingNumber,
    labelUrl: await freshLabelUrl(deps.blobs, shipment.labelPath),
    fileName: labelFileName(orderNumber(shipment.orderId), shipment.id),
  };
}

/** The shipment's label; 404 while it has none. */
export async function readCustomerLabel(options: { deps: Deps; params: ShipmentOf }) {
  return present(options.deps, await shipmentOf(options.deps, options.params));
}

/** Buys the shipment's label (again, after a refusal) and answers it. */
export async function buyCustomerLabel(options: { deps: Deps; params: ShipmentOf }) {
  const { deps } = options;
  return present(deps, await buyShipmentLabel({ deps, shipment: await shipmentOf(deps, options.params) }));
}
