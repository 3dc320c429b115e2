import { guestOrderRoutes, orderRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import type { SessionUser } from '../../http/session-user.js';
import { catalogueCacheFor } from '../products/catalogue-cache.js';
import { cancelOrder } from './cancel-order.js';
import { changeOrderStatus } from './change-status.js';
import { createOrder } from './create-order.js';
import { createGuestOrder, updateGuestOrder } from './guest-orders.js';
import { assertGuestToken } from './guest-token.js';
import { listOrders } from './list-orders.js';
import { assertCanSee } from './order-access.js';
import { payOrder } from './pay-order.js';
import { markOrderPaid } from './mark-paid.js';
import { payInLab } from './pay-in-lab.js';
import { presentOrder } from './present-order.js';
import { guestOrder, readOrder, readShipments, visibleOrder } from './read-order.js';
import { sendInvoice } from './send-invoice.js';
import { updateOrder } from './update-order.js';

// HTTP only: each route parses, checks who may act, calls one use case and answers the order.
export function registerOrderRoutes(api: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const isAdmin = (user: SessionUser | null) => user?.role === 'ADMIN';
  const catalogue = catalogueCacheFor(deps.events);
  const present = (orderId: number, user: SessionUser | null) =>
    readOrder({ deps, catalogue, orderId, isAdmin: isAdmin(user) });
  const visible = (orderId: number, user: SessionUser) => visibleOrder({ deps, orderId, user });

  registerRoute(api, orderRoutes.create, async ({ body, user, request }) => {
    const orderId = await createOrder({ deps, log: request.log, user, body });
    return present(orderId, user);
  });

  registerRoute(api, orderRoutes.list, async ({ query, user }) => {
    const { views, count } = await listOrders({ db, user, query });
    return {
      orders: await Promise.all(views.map((view) => presentOrder(deps.blobs, view, { isAdmin: isAdmin(user) }))),
      count,
    };
  });

  registerRoute(api, orderRoutes.get, async ({ params, user }) => {
    await visible(params.id, user);
    return present(params.id, user);
  });

  registerRoute(api, orderRoutes.update, async ({ params, body, user, request }) => {
    const order = await visible(params.id, user);
    await updateOrder({ deps, log: request.log, order, isAdmin: isAdmin(user), changes: body });
    return present(order.id, user);
  });

  registerRoute(api, orderRoutes.shipments, async ({ params, user }) => {
    await visible(params.id, user);
    return readShipments({ deps, catalogue, orderId: params.id });
  });

  registerRoute(api, orderRoutes.attachPayment, async ({ params, body, user, request }) => {
    // Checked on the order once paying has locked it: a customer pays their own orders only, so the
    // order is not read first (staff may pay anyone's, whose customer is read then).
    await payOrder({
      deps,
      log: request.log,
      orderId: params.id,
      paymentMethodId: body.paymentId ?? null,
      expectedTotal: body.expectedTotal,
      isAdmin: isAdmin(user),
      customerId: isAdmin(user) ? undefined : user.id,
      check: (order) => assertCanSee(order, user),
    });
    return present(params.id, user);
  });

  registerRoute(api, orderRoutes.payInLab, async ({ params, user }) => {
    await visible(params.id, user);
    await payInLab({ deps, orderId: params.id, isAdmin: isAdmin(user) });
    return present(params.id, user);
  });

  registerRoute(api, orderRoutes.markPaid, async ({ params, body, user }) => {
    await markOrderPaid({
      deps,
      orderId: params.id,
      staffId: user.id,
      method: body.method,
      reference: body.reference ?? null,
    });
    return present(params.id, user);
  });

  registerRoute(api, orderRoutes.invoice, async ({ params, user }) => {
    await changeOrderStatus({ db, orderId: params.id, action: 'invoice' });
    return present(params.id, user);
  });
  registerRoute(api, orderRoutes.sendInvoice, async ({ params, user }) => {
    await sendInvoice({ deps, orderId: params.id });
    return present(params.id, user);
  });
  registerRoute(api, orderRoutes.complete, async ({ params, user }) => {
    await changeOrderStatus({ db, orderId: params.id, action: 'complete' });
    return present(params.id, user);
  });
  registerRoute(api, orderRoutes.cancel, async ({ params, user }) => {
    await cancelOrder({ db, orderId: params.id, check: (order) => assertCanSee(order, user) });
    return present(params.id, user);
  });

  // ---- guests ----
  registerRoute(api, guestOrderRoutes.create, async ({ body, request }) => {
    const { orderId, token } = await createGuestOrder({ deps, log: request.log, body });
    return { ...(await present(orderId, null)), token };
  });

  registerRoute(api, guestOrderRoutes.get, async ({ params, query }) => {
    await guestOrder({ deps, orderId: params.id, token: query.token });
    return present(params.id, null);
  });

  registerRoute(api, guestOrderRoutes.update, async ({ params, body, request }) => {
    await updateGuestOrder({ deps, log: request.log, orderId: params.id, body });
    return present(params.id, null);
  });

  registerRoute(api, guestOrderRoutes.attachPayment, async ({ params, body, request }) => {
    await payOrder({
      deps,
      log: request.log,
      orderId: params.id,
      paymentMethodId: body.paymentId ?? null,
      expectedTotal: body.expectedTotal,
      isAdmin: false,
      customerId: null,
      check: (order) => assertGuestToken(order, body.token),
    });
    return present(params.id, null);
  });

  registerRoute(api, guestOrderRoutes.payInLab, async ({ params, body }) => {
    await guestOrder({ deps, orderId: params.id, token: body.token });
    await payInLab({ deps, orderId: params.id, isAdmin: false });
    return present(params.id, null);
  });
}
