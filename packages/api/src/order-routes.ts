// The order and guest-order routes of spec section 7; their schemas are in orders.ts,
// order-responses.ts and guest-orders.ts.
// Status moves (409 with a message when illegal): invoice OPEN -> INVOICED; send-invoice OPEN or
// INVOICED -> INVOICED; pay-in-lab OPEN or INVOICED -> INVOICED (stock held); attach-payment and
// mark-paid OPEN or INVOICED -> PAID; complete PAID -> COMPLETE; cancel OPEN or INVOICED -> CANCELED
// (a hold for paying at the lab is given back). Update works on OPEN orders only, and neither update
// nor cancel while a card payment is in flight.
import { defineRoute, idParam } from './define.js';
import {
  createGuestOrderBody,
  guestOrderQuery,
  guestOrderResponse,
  guestTokenBody,
  payGuestOrderBody,
  updateGuestOrderBody,
} from './guest-orders.js';
import { orderListResponse, orderResponse, orderShipmentsResponse } from './order-responses.js';
import { attachPaymentBody, createOrderBody, listOrdersQuery, markPaidBody, updateOrderBody } from './orders.js';

const tag = 'orders';

/** Order actions any logged-in user may call on their own order (admins on any); others get 404. */
const action = (path: string, summary: string, access: 'user' | 'admin' = 'user') =>
  defineRoute({
    method: 'PUT',
    path: `/orders/:id/${path}`,
    errors: [409],
    access,
    summary,
    tag,
    params: idParam,
    response: orderResponse,
  });

export const orderRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/orders',
    access: 'user',
    summary: 'Create an order; the server prices every line from the catalogue and the buyer’s plan',
    errors: [404],
    tag,
    body: createOrderBody,
    response: orderResponse,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/orders',
    access: 'user',
    summary: 'Orders, newest first: a customer sees their own, an admin everyone’s',
    tag,
    query: listOrdersQuery,
    response: orderListResponse,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/orders/:id',
    access: 'user',
    summary: 'One order with its lines and every computed amount (404 for another customer’s order)',
    tag,
    params: idParam,
    response: orderResponse,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/orders/:id',
    access: 'user',
    summary: 'Change an open order: notes, address, promo code, credit, lines, shipments; amounts are recomputed',
    errors: [409],
    tag,
    params: idParam,
    body: updateOrderBody,
    response: orderResponse,
  }),
  shipments: defineRoute({
    method: 'GET',
    path: '/orders/:id/shipments',
    access: 'user',
    summary: 'The order’s shipments as its summary shows them (404 for another customer’s order)',
    tag,
    params: idParam,
    response: orderShipmentsResponse,
  }),
  attachPayment: defineRoute({
    method: 'PUT',
    path: '/orders/:id/attach-payment',
    errors: [402, 409],
    access: 'user',
    summary:
      'Pay the order with a payment method (pm_... or the local provider’s tok_...): charge, take the stock, mark PAID',
    tag,
    params: idParam,
    body: attachPaymentBody,
    response: orderResponse,
  }),
  payInLab: action(
    'pay-in-lab',
    'Pay at the lab (cash or card reader): the stock is held and the order waits, INVOICED, for staff to mark it paid',
  ),
  markPaid: defineRoute({
    method: 'PUT',
    path: '/orders/:id/mark-paid',
    errors: [409],
    access: 'admin',
    summary: 'Staff: record a payment taken at the lab (cash or the card reader) and mark the order PAID',
    tag,
    params: idParam,
    body: markPaidBody,
    response: orderResponse,
  }),
  invoice: action('invoice', 'Invoice an open order (OPEN -> INVOICED)', 'admin'),
  sendInvoice: action('send-invoice', 'E-mail the invoice to the customer (OPEN or INVOICED -> INVOICED)', 'admin'),
  cancel: action('cancel', 'Cancel an open or invoiced order (-> CANCELED)'),
  complete: action('complete', 'Complete a paid order (PAID -> COMPLETE)', 'admin'),
};

export const guestOrderRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/guest-orders',
    access: 'visitor',
    summary: 'Create a guest order with an address; returns the order and the token that reads and pays it',
    tag,
    body: createGuestOrderBody,
    response: guestOrderResponse,
    status: 201,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/guest-orders/:id',
    access: 'visitor',
    summary: 'A guest order, with the token POST /guest-orders returned',
    tag,
    params: idParam,
    query: guestOrderQuery,
    response: orderResponse,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/guest-orders/:id',
    access: 'visitor',
    summary: 'Change an open guest order (address, lines, promo code); amounts are recomputed',
    errors: [409],
    tag,
    params: idParam,
    body: updateGuestOrderBody,
    response: orderResponse,
  }),
  attachPayment: defineRoute({
    method: 'PUT',
    path: '/guest-orders/:id/attach-payment',
    errors: [402, 409],
    access: 'visitor',
    summary: 'Pay a guest order with a payment method id',
    tag,
    params: idParam,
    body: payGuestOrderBody,
    response: orderResponse,
  }),
  payInLab: defineRoute({
    method: 'PUT',
    path: '/guest-orders/:id/pay-in-lab',
    errors: [409],
    access: 'visitor',
    summary: 'Pay a guest order at the lab (cash or card reader); the stock is held until staff mark it paid',
    tag,
    params: idParam,
    body: guestTokenBody,
    response: orderResponse,
  }),
};
