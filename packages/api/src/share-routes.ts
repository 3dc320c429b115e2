// Share link routes (spec 2.2 and 7); their schemas are in shares.ts.
import { defineRoute, emptyResponse, idParam } from './define.js';
import {
  scanShareList,
  scanShareResponse,
  shareParams,
  shareScansQuery,
  sharedScanDownload,
  sharedScanParams,
  sharedScans,
  sharedScansParams,
} from './shares.js';

const tag = 'share links';

export const shareRoutes = {
  /**
   * Spec 7 makes this a GET. Each call makes a new link: expires in 30 days and view-only unless the
   * query says otherwise. 404 when a scan is not the member's (or not uploaded yet).
   */
  create: defineRoute({
    method: 'GET',
    path: '/users/:id/scans/share',
    access: 'self',
    summary: 'Make a link /shared-scans/{code} to some of the member’s scans',
    tag,
    params: idParam,
    query: shareScansQuery,
    response: scanShareResponse,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/users/:id/scan-shares',
    access: 'self',
    summary: 'The member’s share links, newest first, with their status',
    tag,
    params: idParam,
    response: scanShareList,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/users/:id/scan-shares/:shareId',
    access: 'self',
    summary: 'Revoke a share link: it stops working at once',
    tag,
    params: shareParams,
    response: emptyResponse,
  }),
};

export const sharedScanRoutes = {
  /** 404 for an unknown, expired or revoked code, alike. */
  get: defineRoute({
    method: 'GET',
    path: '/shared-scans/:code',
    access: 'visitor',
    summary: 'The frames a share link shows',
    tag,
    params: sharedScansParams,
    response: sharedScans,
  }),
  /** 403 when the link is view-only. */
  download: defineRoute({
    method: 'GET',
    path: '/shared-scans/:code/scans/:scanId/download',
    errors: [403],
    access: 'visitor',
    summary: 'A short-lived link to download one shared frame at full size',
    tag,
    params: sharedScanParams,
    response: sharedScanDownload,
  }),
};
