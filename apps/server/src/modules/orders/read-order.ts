// Reading an order for its routes: who may see it (its customer and staff, or a guest with its
// token), and the order as the API answers it.
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../../http/session-user.js';
import type { CatalogueCache } from '../products/catalogue-cache.js';
import { assertGuestToken } from './guest-token.js';
import { assertCanSee } from './order-access.js';
import { presentOrder, presentShipment } from './present-order.js';
import { loadOrderView, selectOrder, type OrderRow } from './store.js';

type ReadDeps = Pick<Deps, 'db' | 'blobs'>;

/** The order, when `user` may see it (another customer's reads as missing). */
export async function visibleOrder(options: { deps: ReadDeps; orderId: number; user: SessionUser }): Promise<OrderRow> {
  const order = await selectOrder(options.deps.db, options.orderId);
  assertCanSee(order, options.user);
  return order;
}

/** The guest order this token opens (a wrong token reads as missing). */
export async function guestOrder(options: { deps: ReadDeps; orderId: number; token: string }): Promise<OrderRow> {
  const order = await selectOrder(options.deps.db, options.orderId);
  assertGuestToken(order, options.token);
  return order;
}

/** The order as the API answers it; staff see its internal notes. */
export async function readOrder(options: {
  deps: ReadDeps;
  catalogue: Pick<CatalogueCache, 'read'>;
  orderId: number;
  isAdmin: boolean;
}) {
  const { deps, catalogue, orderId, isAdmin } = options;
  return { order: await presentOrder(deps.blobs, (await loadOrderView(deps.db, orderId, catalogue))!, { isAdmin }) };
}

/** The order's shipments as the API answers them. */
export async function readShipments(options: {
  deps: ReadDeps;
  catalogue: Pick<CatalogueCache, 'read'>;
  orderId: number;
}) {
  const view = await loadOrderView(options.deps.db, options.orderId, options.catalogue);
  return { shipments: await Promise.all(view!.shipments.map((s) => presentShipment(options.deps.blobs, s))) };
}
