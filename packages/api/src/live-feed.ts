// The live feed's ticket: a browser cannot put a header on a WebSocket, and a session token in the
// socket's URL lands in proxies' access logs. It asks for a ticket with its session instead and opens
// the socket with that: good for LIVE_FEED_TICKET_SECONDS, for one socket only.
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';

/** How long a live feed ticket may wait before its socket opens. */
export const LIVE_FEED_TICKET_SECONDS = 30;

export const liveFeedTicketResponse = z.object({
  /** Goes in the socket's URL as `?ticket=`; opens one socket, once. */
  ticket: z.string(),
  expiresAt: z.string(),
});

export const liveFeedRoutes = {
  ticket: defineRoute({
    method: 'POST',
    path: '/users/:id/zip-downloads/socket-tickets',
    access: 'self',
    summary: `A single-use ticket that opens the user's live feed socket within ${LIVE_FEED_TICKET_SECONDS} s`,
    tag: 'live feed',
    params: idParam,
    response: liveFeedTicketResponse,
    status: 201,
  }),
};
