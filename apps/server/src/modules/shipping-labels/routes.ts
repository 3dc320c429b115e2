import { shippingLabelRoutes } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { buyShipmentLabel } from './buy-shipment-label.js';
import { freshLabelUrl, labelFileName } from './label-link.js';
import { selectShipment, type ShipmentRow } from './store.js';
import { registerShippingTrackingRoutes } from './tracking-routes.js';

export function registerShippingLabelRoutes(api: FastifyInstance, deps: Deps) {
  /** A shipment of customer `userId`'s order; another customer's reads as missing. */
  const shipmentOf = async (params: { id: number; orderId: number; shipmentId: number }) => {
    const shipment = await selectShipment(deps.db, params.shipmentId);
    if (!shipment || shipment.orderId !== params.orderId || shipment.customerId !== params.id) {
      throw notFound('Shipment');
    }
    return shipment;
  };
  const present = async (shipment: ShipmentRow) => {
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
  };

  registerRoute(api, shippingLabelRoutes.get, async ({ params }) => present(await shipmentOf(params)));

  registerRoute(api, shippingLabelRoutes.buy, async ({ params }) =>
    present(await buyShipmentLabel({ deps, shipment: await shipmentOf(params) })),
  );

  registerShippingTrackingRoutes(api, deps);
}
