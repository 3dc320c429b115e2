// Written by scripts/write-route-paths.ts from routes.ts: do not edit by hand.
// The development area of the light route table (route-paths.ts).
import type { RoutePaths } from '../route-path-types.js';

export const developmentPaths: Pick<
  RoutePaths,
  | 'developmentOrders'
  | 'developmentStatus'
  | 'orderAdjustments'
  | 'shippingLabels'
  | 'shippingTracking'
  | 'returnNegatives'
  | 'messengers'
> = {
  developmentOrders: {
    create: { method: 'POST', path: '/users/:id/orders', access: 'self' },
    list: { method: 'GET', path: '/users/:id/orders', access: 'self' },
    credits: { method: 'GET', path: '/users/:id/service-credits', access: 'self' },
    get: { method: 'GET', path: '/users/:id/orders/:orderId', access: 'self' },
    update: { method: 'PUT', path: '/users/:id/orders/:orderId', access: 'self' },
    remove: { method: 'DELETE', path: '/users/:id/orders/:orderId', access: 'self' },
    receiveForUser: { method: 'PUT', path: '/users/:id/orders/:orderId/receive', access: 'admin' },
    receive: { method: 'PUT', path: '/orders/:id/receive', access: 'admin' },
    addRollsEvent: { method: 'PUT', path: '/orders/:id/add-rolls-event/:eventId', access: 'admin' },
  },
  developmentStatus: {
    generalStats: { method: 'GET', path: '/public/general-stats', access: 'visitor' },
    publicOrder: { method: 'GET', path: '/public/orders/:id', access: 'visitor' },
    addRush: { method: 'POST', path: '/users/:id/orders/:orderId/add-rush', access: 'self' },
  },
  orderAdjustments: {
    addRoll: { method: 'POST', path: '/orders/:id/rolls', access: 'admin' },
    addPickUpRoll: { method: 'POST', path: '/users/:id/pick-ups/:pickUpId/film-rolls', access: 'admin' },
    changeRoll: { method: 'PATCH', path: '/orders/:id/rolls/:rollId', access: 'admin' },
    removeRoll: { method: 'DELETE', path: '/orders/:id/rolls/:rollId', access: 'admin' },
  },
  shippingLabels: {
    get: { method: 'GET', path: '/users/:id/orders/:orderId/shipments/:shipmentId/label', access: 'self' },
    buy: { method: 'POST', path: '/users/:id/orders/:orderId/shipments/:shipmentId/label', access: 'self' },
  },
  shippingTracking: {
    webhook: { method: 'POST', path: '/shipping/tracking-webhook', access: 'visitor' },
    recordLocal: { method: 'PUT', path: '/shipments/:shipmentId/tracking/:trackerStatus', access: 'admin' },
  },
  returnNegatives: {
    request: { method: 'PUT', path: '/users/:id/orders/:orderId/return-shipment', access: 'self' },
  },
  messengers: {
    list: { method: 'GET', path: '/messengers', access: 'admin' },
    create: { method: 'POST', path: '/messengers', access: 'admin' },
    get: { method: 'GET', path: '/messengers/:id', access: 'messenger' },
    update: { method: 'PUT', path: '/messengers/:id', access: 'admin' },
    addHours: { method: 'POST', path: '/messengers/:id/hours', access: 'admin' },
    updateHours: { method: 'PUT', path: '/messengers/:id/hours/:hoursId', access: 'admin' },
    deleteHours: { method: 'DELETE', path: '/messengers/:id/hours/:hoursId', access: 'admin' },
    routes: { method: 'GET', path: '/messengers/:id/routes', access: 'messenger' },
    notifyNextStop: { method: 'GET', path: '/messengers/:id/routes/notify-next-stop', access: 'messenger' },
    closeStop: { method: 'PUT', path: '/messengers/:id/stops/:stopId', access: 'messenger' },
    me: { method: 'GET', path: '/messenger', access: 'messenger' },
    availabilities: { method: 'GET', path: '/users/:id/availabilities', access: 'self' },
    bookPickUp: { method: 'POST', path: '/users/:id/courier-pick-ups', access: 'self' },
    saveZipCode: { method: 'PUT', path: '/zip-codes/:zip', access: 'admin' },
    deleteZipCode: { method: 'DELETE', path: '/zip-codes/:zip', access: 'admin' },
  },
};
