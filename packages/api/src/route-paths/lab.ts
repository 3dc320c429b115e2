// Written by scripts/write-route-paths.ts from routes.ts: do not edit by hand.
// The lab area of the light route table (route-paths.ts).
import type { RoutePaths } from '../route-path-types.js';

export const labPaths: Pick<
  RoutePaths,
  | 'outbox'
  | 'jobs'
  | 'labBoard'
  | 'rollEvents'
  | 'vendorOrders'
  | 'labSettings'
  | 'lab'
  | 'stationTokens'
  | 'station'
  | 'priceLists'
> = {
  outbox: {
    list: { method: 'GET', path: '/outbox', access: 'admin' },
  },
  jobs: {
    list: { method: 'GET', path: '/jobs', access: 'admin' },
    retry: { method: 'POST', path: '/jobs/:jobId/retry', access: 'admin' },
  },
  labBoard: {
    board: { method: 'GET', path: '/orders/board', access: 'admin' },
    bulk: { method: 'POST', path: '/orders/bulk', access: 'admin' },
    quickSearch: { method: 'GET', path: '/orders/quick-search', access: 'admin' },
  },
  rollEvents: {
    days: { method: 'GET', path: '/roll-events/days', access: 'admin' },
    stage: { method: 'GET', path: '/roll-events/:event/rolls', access: 'admin' },
  },
  vendorOrders: {
    list: { method: 'GET', path: '/vendor-orders', access: 'vendor' },
    create: { method: 'POST', path: '/vendor-orders', access: 'vendor' },
    claim: { method: 'POST', path: '/vendor-orders/claim', access: 'visitor' },
  },
  labSettings: {
    updateLocation: { method: 'PUT', path: '/locations/:id', access: 'admin' },
  },
  lab: {
    identity: { method: 'GET', path: '/public/lab', access: 'visitor' },
    update: { method: 'PUT', path: '/lab', access: 'admin' },
  },
  stationTokens: {
    list: { method: 'GET', path: '/station-tokens', access: 'admin' },
    create: { method: 'POST', path: '/station-tokens', access: 'admin' },
    revoke: { method: 'DELETE', path: '/station-tokens/:stationId', access: 'admin' },
    rollLabel: { method: 'GET', path: '/film-rolls/:rollId/label', access: 'admin' },
  },
  station: {
    roll: { method: 'GET', path: '/station/rolls/:code', access: 'station' },
    startUpload: { method: 'POST', path: '/station/rolls/:code/scans', access: 'station' },
    finishUpload: { method: 'POST', path: '/station/rolls/:code/scans/:scanId/finish-upload', access: 'station' },
    addEvent: { method: 'POST', path: '/station/rolls/:code/events', access: 'station' },
  },
  priceLists: {
    active: { method: 'GET', path: '/public/price-list', access: 'visitor' },
    list: { method: 'GET', path: '/price-lists', access: 'admin' },
    createDraft: { method: 'POST', path: '/price-lists', access: 'admin' },
    update: { method: 'PUT', path: '/price-lists/:id', access: 'admin' },
    activate: { method: 'POST', path: '/price-lists/:id/activate', access: 'admin' },
  },
};
