// A customer places a development order (POST /users/:id/orders), as named steps: the order is saved
// in one transaction (create-development-order.ts); then, outside it, its prepaid label to the lab is
// bought (a refused label stays on the shipment for the customer to retry, the order is kept) and the
// "order placed" e-mail is sent.
import type { CreateDevelopmentOrderBody } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { loadBuyer } from '../orders/buyer.js';
import { presentLines } from '../orders/order-service.js';
import type { CatalogueCache } from '../products/catalogue-cache.js';
import { buyOrderLabels } from '../shipping-labels/buy-shipment-label.js';
import { createDevelopmentOrder } from './create-development-order.js';
import { mailOrderPlaced } from './order-emails.js';
import type { OrderInHand } from './order-summary.js';

/** The new order's id, and the order as its transaction left it when nothing changed it since. */
export async function placeDevelopmentOrder(options: {
  deps: Deps;
  log: Pick<FastifyBaseLogger, 'warn'>;
  catalogue: Pick<CatalogueCache, 'read'>;
  customerId: number;
  draft: CreateDevelopmentOrderBody;
}): Promise<{ orderId: number; inHand: OrderInHand | undefined }> {
  const { deps, log, draft } = options;
  const buyer = await loadBuyer(deps.db, options.customerId);
  const created = await createDevelopmentOrder({ deps, log, buyer, draft });
  const orderId = created.id;
  // A new order's only shipment is the film coming in, so only a prepaid label has one to buy.
  const label = draft.inbound.method === 'PREPAID_LABEL';
  if (label) await buyOrderLabels({ deps, orderId, log });
  const customer = buyer.firstName === undefined ? undefined : { firstName: buyer.firstName, email: buyer.email };
  await mailOrderPlaced(deps, { id: orderId, customerId: buyer.id, rolls: draft.rolls.length, customer });
  // Without a label bought, the order is as its transaction left it (no promo, no payment yet).
  if (label) return { orderId, inHand: undefined };
  const view = {
    order: created.order,
    lines: await presentLines(deps.db, created.lines, options.catalogue),
    promo: null,
    shipments: created.shipments,
    paymentInFlight: null,
  };
  return { orderId, inHand: { view, rolls: created.rolls } };
}
