import { routes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { getPlace } from './get-place.js';
import { predictAddresses } from './predict-addresses.js';
import { verifyAddress } from './verify-address.js';
import { createVisitorRateLimit } from './visitor-rate-limit.js';

const addressSearchRoutes = routes.addressSearch;

/** The address search through our server, so provider keys stay here; rate-limited per visitor address. */
export function registerAddressSearchRoutes(api: FastifyInstance, deps: Deps) {
  const { places, shipping } = deps;
  const limit = createVisitorRateLimit(deps.config.placesRateLimitPerMinute);
  registerRoute(api, addressSearchRoutes.predictions, async ({ query, ip }) => {
    limit.take(ip);
    return { predictions: await predictAddresses({ places, query: query.query }) };
  });
  registerRoute(api, addressSearchRoutes.place, async ({ params, ip }) => {
    limit.take(ip);
    return { place: await getPlace({ places, placeId: params.placeId }) };
  });
  registerRoute(api, addressSearchRoutes.verifyAddress, async ({ body, ip, request }) => {
    limit.take(ip);
    return verifyAddress({
      shipping,
      address: body,
      log: (err) => request.log.warn({ err, provider: shipping.name }, 'address check failed'),
    });
  });
}
