import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The headers OWASP's REST security cheat sheet asks of JSON API answers: nothing in them is ever a
 * document a browser renders, so the page-oriented headers (script and style sources, DNS prefetch,
 * download options ...) are left out and everything else is denied. Half the bytes of the page set,
 * on the busiest answers.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * Security headers on every response: the API set above on /api, helmet's page set (CSP, HSTS,
 * nosniff, frame and referrer policies) on everything else, the page CSP letting the video reviews'
 * player in; with Stripe the page CSP also allows
 * Stripe.js (script and frame from js.stripe.com, calls to api.stripe.com). The helmet middleware is built once here:
 * @fastify/helmet rebuilt it on every request, which cost about a sixth of the server's CPU under load.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { blobOrigins: string[]; paymentsProvider: 'local' | 'stripe'; videoEmbedOrigin: string },
) {
  // Stripe.js and its card iframe, as Stripe documents for Elements; the local provider needs none.
  const stripe = options.paymentsProvider === 'stripe';
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // https: for the lab's logo, an address staff set at run time (pages show it in the header).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...options.blobOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        // The video reviews' player (spec 2.7), and Stripe's card frame.
        frameSrc: ["'self'", options.videoEmbedOrigin, ...(stripe ? ['https://js.stripe.com'] : [])],
        // Our own origin only (plus the blob store and Stripe): CSP Level 3's 'self' also covers the
        // live feed's WebSocket on the same host (ws: or wss:), so no socket elsewhere is allowed.
        connectSrc: ["'self'", ...options.blobOrigins, ...(stripe ? ['https://api.stripe.com'] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // One hook for every header a response starts with (the request id too): a hook fewer on each request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) {
      reply.headers(API_HEADERS);
      return done();
    }
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
