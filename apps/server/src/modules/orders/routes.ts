import { guestOrderRoutes, orderRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import type { SessionUser } from '../../http/session-user.js';
import { guestBuyer, loadBuyer } from './buyer.js';
import { cancelOrder } from './cancel-order.js';
import { changeOrderStatus } from './change-status.js';
import { guestChanges } from './guest-changes.js';
import { assertGuestToken, newGuestToken } from './guest-token.js';
import { listOrders } from './list-orders.js';
import { assertCanSee } from './order-access.js';
import { resolveAddress } from './order-address.js';
import { payOrder } from './pay-order.js';
import { markOrderPaid } from './mark-paid.js';
import { payInLab } from './pay-in-lab.js';
import { catalogueCacheFor } from '../products/catalogue-cache.js';
import { presentOrder, presentShipment } from './present-order.js';
import { saveOrder } from './save-order.js';
import { sendInvoice } from './send-invoice.js';
import { loadOrderView, selectOrder } from './store.js';
import { updateOrder } from './update-order.js';

export function registerOrderRoutes(api: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const isAdmin = (user: SessionUser | null) => user?.role === 'ADMIN';
  const catalogue = catalogueCacheFor(deps.events);
  const present = async (orderId: number, user: SessionUser | null) => ({
    order: await presentOrder(deps.blobs, (await loadOrderView(db, orderId, catalogue))!, { isAdmin: isAdmin(user) }),
  });
  const visible = async (orderId: number, user: SessionUser) => {
    const order = await selectOrder(db, orderId);
    assertCanSee(order, user);
    return order;
  };
  registerRoute(api, orderRoutes.create, async ({ body, user, request }) => {
    const buyer = await loadBuyer(db, isAdmin(user) && body.customerId ? body.customerId : user.id);
    const orderId = await saveOrder({
      deps,
      log: request.log,
      buyer,
      isAdmin: isAdmin(user),
      changes: {
        lines: body.lines,
        ...(body.address ? { address: resolveAddress(body.address, buyer) } : {}),
        useBillingAddressForTax: body.useBillingAddressForTax,
        promoCode: body.promoCode,
        applyCredit: body.applyCredit,
        notes: body.notes,
      },
    });
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
    const view = await loadOrderView(db, params.id, catalogue);
    return { shipments: await Promise.all(view!.shipments.map((s) => presentShipment(deps.blobs, s))) };
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
    const token = newGuestToken();
    const buyer = guestBuyer(body.email, body.name);
    const orderId = await saveOrder({
      deps,
      log: request.log,
      buyer,
      guest: true,
      isAdmin: false,
      changes: {
        ...guestChanges(body, buyer),
        lines: body.lines,
        notes: body.notes,
        promoCode: body.promoCode,
        guest: { ...guestChanges(body, buyer).guest, token },
      },
    });
    return { ...(await present(orderId, null)), token };
  });

  registerRoute(api, guestOrderRoutes.get, async ({ params, query }) => {
    assertGuestToken(await selectOrder(db, params.id), query.token);
    return present(params.id, null);
  });

  registerRoute(api, guestOrderRoutes.update, async ({ params, body, request }) => {
    const order = await selectOrder(db, params.id);
    assertGuestToken(order, body.token);
    const previous = order.guestAddressData;
    const buyer = guestBuyer(body.email ?? order.guestEmail ?? '', body.name ?? previous?.name ?? '');
    await saveOrder({
      deps,
      log: request.log,
      buyer,
      orderId: order.id,
      guest: true,
      isAdmin: false,
      changes: {
        ...(body.address || body.email || body.name
          ? guestChanges({ ...body, address: body.address }, buyer, previous)
          : {}),
        ...(body.lines ? { lines: body.lines } : {}),
        promoCode: body.promoCode,
      },
    });
    return present(order.id, null);
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
    assertGuestToken(await selectOrder(db, params.id), body.token);
    await payInLab({ deps, orderId: params.id, isAdmin: false });
    return present(params.id, null);
  });
}
