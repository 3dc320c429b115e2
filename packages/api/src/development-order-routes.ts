// The development order routes of spec section 7 (users/orders); their schemas are in development-orders.ts.
import { defineRoute, idParam } from './define.js';
import {
  createDevelopmentOrderBody,
  developmentOrderListResponse,
  developmentOrderResponse,
  rollEventBody,
  rollEventParams,
  serviceCreditsResponse,
  userOrderParams,
  userOrdersParams,
  userOrdersQuery,
} from './development-orders.js';

const tag = 'development orders';

export const developmentOrderRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/users/:id/orders',
    access: 'self',
    summary:
      'Create a development order from a draft (rolls and choices); the server prices every roll, add-on and credit',
    errors: [404],
    tag,
    params: userOrdersParams,
    body: createDevelopmentOrderBody,
    response: developmentOrderResponse,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/users/:id/orders',
    access: 'self',
    summary: 'A customer’s orders, newest first, with their rolls (paged)',
    tag,
    params: userOrdersParams,
    query: userOrdersQuery,
    response: developmentOrderListResponse,
  }),
  credits: defineRoute({
    method: 'GET',
    path: '/users/:id/service-credits',
    access: 'self',
    summary: 'The dev+scan, 4K, rush and pro scan credits the member can spend now',
    tag,
    params: userOrdersParams,
    response: serviceCreditsResponse,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/users/:id/orders/:orderId',
    access: 'self',
    summary: 'The order summary: lines, rolls with their stage, shipments, credits and amounts',
    tag,
    params: userOrderParams,
    response: developmentOrderResponse,
  }),
  receive: defineRoute({
    method: 'PUT',
    path: '/orders/:id/receive',
    access: 'admin',
    errors: [409],
    summary: 'Staff: the film arrived; every roll not yet received is marked RECEIVED and the customer is told',
    tag,
    params: idParam,
    response: developmentOrderResponse,
  }),
  addRollsEvent: defineRoute({
    method: 'PUT',
    path: '/orders/:id/add-rolls-event/:eventId',
    access: 'admin',
    errors: [409],
    summary:
      'Staff: rolls reached a step (RECEIVED, DEVELOPED, SCANNED, SYNCED, NEGATIVES_RETURNED); rolls only move forward (409)',
    tag,
    params: rollEventParams,
    body: rollEventBody,
    response: developmentOrderResponse,
  }),
};
