// A development order as its routes answer it: presented with its rolls, what was paid and the lab's
// live estimates. A customer's path reads another customer's order as missing.
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { findOrderView, type OrderView } from '../orders/order-service.js';
import type { CatalogueCache } from '../products/catalogue-cache.js';
import { readLabQueue } from './lab-queue.js';
import { presentDevelopmentOrders } from './present-development-order.js';
import type { RollChoiceRow } from './order-kind.js';

type SummaryDeps = Pick<Deps, 'db' | 'blobs' | 'events' | 'config'>;

/** An order made in this request, as its transaction left it: shown from that, not read back. */
export interface OrderInHand {
  view: OrderView;
  rolls: RollChoiceRow[];
}

async function present(deps: SummaryDeps, view: OrderView, isAdmin: boolean, created?: OrderInHand) {
  const queue = await readLabQueue(deps);
  const lab = { queue, timeZone: queue.timeZone };
  const [presented] = await presentDevelopmentOrders({
    db: deps.db,
    blobs: deps.blobs,
    views: [view],
    isAdmin,
    lab,
    ...(created ? { created: { rolls: created.rolls } } : {}),
  });
  return presented!;
}

/** The order of customer `userId`, or 404 (another customer's order reads as missing). */
export async function orderSummary(options: {
  deps: SummaryDeps;
  catalogue?: Pick<CatalogueCache, 'read'>;
  userId: number;
  orderId: number;
  isAdmin: boolean;
  created?: OrderInHand | undefined;
}) {
  const { deps, created } = options;
  const view = created?.view ?? (await findOrderView(deps.db, options.orderId, options.catalogue));
  if (!view || view.order.customerId !== options.userId) throw notFound('Order');
  return present(deps, view, options.isAdmin, created);
}

/** An order staff act on, presented under its customer (an order of no customer reads as missing). */
export async function staffOrderSummary(options: { deps: SummaryDeps; orderId: number }) {
  const view = await findOrderView(options.deps.db, options.orderId);
  if (!view || view.order.customerId === null) throw notFound('Order');
  return present(options.deps, view, true);
}

/** The order just changed (an adjustment, a rush, a return), presented; 404 when it is gone. */
export async function changedOrderSummary(options: { deps: SummaryDeps; orderId: number; isAdmin: boolean }) {
  const view = await findOrderView(options.deps.db, options.orderId);
  if (!view) throw notFound('Order');
  return present(options.deps, view, options.isAdmin);
}
