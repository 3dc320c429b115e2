import { developmentOrderRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { serviceCreditBalance } from '../credits/service-credits.js';
import { cancelOrder } from '../orders/cancel-order.js';
import { listOrders } from '../orders/list-orders.js';
import { catalogueCacheFor } from '../products/catalogue-cache.js';
import { userCacheFor } from '../users/user-cache.js';
import { registerOrderAdjustmentRoutes } from './adjustment-routes.js';
import { orderSummary, staffOrderSummary } from './order-summary.js';
import { placeDevelopmentOrder } from './place-development-order.js';
import { presentDevelopmentOrders } from './present-development-order.js';
import { recordRollsEvent } from './record-rolls-event.js';
import { registerReturnNegativesRoutes } from './return-routes.js';
import { registerDevelopmentStatusRoutes } from './status-routes.js';
import { registerLabBoardRoutes } from './board-routes.js';
import { updateUserOrder } from './update-user-order.js';

// HTTP only: each route parses, checks who may act, calls one use case and answers the order.
export function registerDevelopmentOrderRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs } = deps;
  const catalogue = catalogueCacheFor(deps.events);
  const summary = (userId: number, orderId: number, isAdmin: boolean) =>
    orderSummary({ deps, catalogue, userId, orderId, isAdmin });

  registerRoute(api, developmentOrderRoutes.create, async ({ params, body, user, request }) => {
    const placed = await placeDevelopmentOrder({
      deps,
      log: request.log,
      catalogue,
      customerId: params.id,
      draft: body,
    });
    const isAdmin = user.role === 'ADMIN';
    return orderSummary({
      deps,
      catalogue,
      userId: params.id,
      orderId: placed.orderId,
      isAdmin,
      created: placed.inHand,
    });
  });

  registerRoute(api, developmentOrderRoutes.list, async ({ params, query, user }) => {
    const { views, count } = await listOrders({ db, user, query: { ...query, customerId: params.id } });
    const orders = await presentDevelopmentOrders({ db, blobs, views, isAdmin: user.role === 'ADMIN' });
    return { orders, count };
  });

  registerRoute(api, developmentOrderRoutes.credits, async ({ params }) => {
    const balance = await serviceCreditBalance(db, params.id, new Date());
    // Unlimited credits are services the plan prices at 0; they need no counting.
    const count = (value: number | 'unlimited') => (value === 'unlimited' ? 0 : value);
    return {
      credits: {
        devScan: count(balance.devScan),
        scan4K: count(balance.scan4K),
        rush: count(balance.rush),
        proScan: count(balance.proScan),
      },
    };
  });

  // The summary is read far more often than it changes: a brief per-process copy, serialized once,
  // tagged with the customer. Any successful write by that customer, or by staff, a webhook or a
  // visitor, drops it on every process before its answer leaves (users/user-cache.ts); the 5 s life
  // bounds what a background step (the payment sweep) can leave stale.
  const copies = userCacheFor(deps.events);
  registerRoute(api, developmentOrderRoutes.get, async ({ params, user, reply }) => {
    const isAdmin = user.role === 'ADMIN';
    const presented = await copies.read(
      `order-summary:${params.id}:${params.orderId}:${isAdmin}`,
      () => summary(params.id, params.orderId, isAdmin),
      String(params.id),
    );
    return serializeOnce(reply, developmentOrderRoutes.get.response, presented);
  });

  registerRoute(api, developmentOrderRoutes.update, async ({ params, body, user, request }) => {
    const isAdmin = user.role === 'ADMIN';
    await updateUserOrder({ deps, log: request.log, userId: params.id, orderId: params.orderId, isAdmin, body });
    return summary(params.id, params.orderId, isAdmin);
  });

  // The customer (or staff) takes back an order not yet paid; a paid one is a 409 in words.
  registerRoute(api, developmentOrderRoutes.remove, async ({ params, user }) => {
    await cancelOrder({
      db,
      orderId: params.orderId,
      check: (order) => {
        if (order.customerId !== params.id) throw notFound('Order');
      },
    });
    return summary(params.id, params.orderId, user.role === 'ADMIN');
  });

  registerRoute(api, developmentOrderRoutes.receive, async ({ params, user }) => {
    await recordRollsEvent({ deps, orderId: params.id, event: 'RECEIVED', actorId: user.id, onlyNew: true });
    return staffOrderSummary({ deps, orderId: params.id });
  });
  registerRoute(api, developmentOrderRoutes.receiveForUser, async ({ params, user }) => {
    const orderId = params.orderId;
    await recordRollsEvent({
      deps,
      orderId,
      customerId: params.id,
      event: 'RECEIVED',
      actorId: user.id,
      onlyNew: true,
    });
    return summary(params.id, orderId, true);
  });

  registerRoute(api, developmentOrderRoutes.addRollsEvent, async ({ params, body, user }) => {
    await recordRollsEvent({
      deps,
      orderId: params.id,
      event: params.eventId,
      rollIds: body.rollIds,
      note: body.note,
      actorId: user.id,
    });
    return staffOrderSummary({ deps, orderId: params.id });
  });

  registerDevelopmentStatusRoutes(api, deps);
  registerReturnNegativesRoutes(api, deps);
  registerOrderAdjustmentRoutes(api, deps);
  registerLabBoardRoutes(api, deps);
}
