import { developmentOrderRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../http/register.js';
import { serializeOnce } from '../../http/serialize-once.js';
import { serviceCreditBalance } from '../credits/service-credits.js';
import { loadBuyer } from '../orders/buyer.js';
import { cancelOrder } from '../orders/cancel-order.js';
import { listOrders } from '../orders/list-orders.js';
import { catalogueCacheFor } from '../products/catalogue-cache.js';
import { findOrder, findOrderView, presentLines, type OrderView } from '../orders/order-service.js';
import { buyOrderLabels } from '../shipping-labels/buy-shipment-label.js';
import { userCacheFor } from '../users/user-cache.js';
import { addRollsEvent } from './add-rolls-event.js';
import { registerOrderAdjustmentRoutes } from './adjustment-routes.js';
import { createDevelopmentOrder } from './create-development-order.js';
import { mailOrderPlaced } from './order-emails.js';
import { labQueueChanged, readLabQueue } from './lab-queue.js';
import { presentDevelopmentOrders } from './present-development-order.js';
import { registerReturnNegativesRoutes } from './return-routes.js';
import { registerDevelopmentStatusRoutes } from './status-routes.js';
import { registerLabBoardRoutes } from './board-routes.js';
import type { RollChoiceRow } from './store.js';
import { updateUserOrder } from './update-user-order.js';

export function registerDevelopmentOrderRoutes(api: FastifyInstance, deps: Deps) {
  const { db, blobs } = deps;
  const catalogue = catalogueCacheFor(deps.events);
  /** The order of customer `userId`, or 404 (another customer's order reads as missing). */
  const summary = async (
    userId: number,
    orderId: number,
    isAdmin: boolean,
    created?: { view: OrderView; rolls: RollChoiceRow[] },
  ) => {
    const view = created?.view ?? (await findOrderView(db, orderId, catalogue));
    if (!view || view.order.customerId !== userId) throw notFound('Order');
    const lab = { queue: await readLabQueue(deps), timeZone: deps.config.labTimeZone };
    const [presented] = await presentDevelopmentOrders({
      db,
      blobs,
      views: [view],
      isAdmin,
      lab,
      ...(created ? { created: { rolls: created.rolls } } : {}),
    });
    return presented!;
  };

  registerRoute(api, developmentOrderRoutes.create, async ({ params, body, user, request }) => {
    const buyer = await loadBuyer(db, params.id);
    const created = await createDevelopmentOrder({ deps, log: request.log, buyer, draft: body });
    const orderId = created.id;
    // After the order is saved: a refused label stays on the shipment for the customer to retry. A
    // new order's only shipment is the film coming in, so only a prepaid label has one to buy.
    const label = body.inbound.method === 'PREPAID_LABEL';
    if (label) await buyOrderLabels({ deps, orderId, log: request.log });
    const customer = buyer.firstName === undefined ? undefined : { firstName: buyer.firstName, email: buyer.email };
    await mailOrderPlaced(deps, { id: orderId, customerId: buyer.id, rolls: body.rolls.length, customer });
    // Without a label bought, the order is as its transaction left it (no promo, no payment yet):
    // shown from what the transaction returned rather than read back.
    const known = label
      ? undefined
      : {
          view: {
            order: created.order,
            lines: await presentLines(db, created.lines, catalogue),
            promo: null,
            shipments: created.shipments,
            paymentInFlight: null,
          },
          rolls: created.rolls,
        };
    return summary(params.id, orderId, user.role === 'ADMIN', known);
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

  /** An order staff act on, presented under its customer. */
  const staffSummary = async (orderId: number) => {
    const view = await findOrderView(db, orderId);
    if (!view || view.order.customerId === null) throw notFound('Order');
    return summary(view.order.customerId, orderId, true);
  };

  const receive = async (orderId: number, staffId: number) => {
    await addRollsEvent({ deps, orderId, event: 'RECEIVED', actorId: staffId, onlyNew: true });
    await labQueueChanged(deps.events);
  };
  registerRoute(api, developmentOrderRoutes.receive, async ({ params, user }) => {
    await receive(params.id, user.id);
    return staffSummary(params.id);
  });
  registerRoute(api, developmentOrderRoutes.receiveForUser, async ({ params, user }) => {
    const order = await findOrder(db, params.orderId);
    if (!order || order.customerId !== params.id) throw notFound('Order');
    await receive(params.orderId, user.id);
    return summary(params.id, params.orderId, true);
  });

  registerRoute(api, developmentOrderRoutes.addRollsEvent, async ({ params, body, user }) => {
    await addRollsEvent({
      deps,
      orderId: params.id,
      event: params.eventId,
      rollIds: body.rollIds,
      note: body.note,
      actorId: user.id,
    });
    await labQueueChanged(deps.events);
    return staffSummary(params.id);
  });

  registerDevelopmentStatusRoutes(api, deps);
  registerReturnNegativesRoutes(api, deps);
  registerOrderAdjustmentRoutes(api, deps);
  registerLabBoardRoutes(api, deps);
}
