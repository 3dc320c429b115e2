import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/client.js';
import { authenticateStation, STATION_TOKEN_PREFIX } from '../modules/stations/station-tokens.js';
import { addRouteHook } from './route-hooks.js';
import type { Authenticator } from './session-user.js';

/**
 * Who is calling, on every API request that needs to know: the bearer token's session user (or
 * scanning station) as `request.sessionUser` / `request.station`. A route registered with
 * `config.session === false` (a visitor's read that does not depend on who asks, http/register.ts)
 * does not carry the hook at all, so it looks nothing up even when the browser sends its token. A
 * token this process verified, with a fresh copy of its session, is answered without a promise.
 */
export function installSessionHook(scope: FastifyInstance, options: { db: Db; authenticate: Authenticator }) {
  const { db, authenticate } = options;
  scope.decorateRequest('sessionUser', null);
  scope.decorateRequest('station', null);
  const lookUp: onRequestHookHandler = (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header) return done();
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (!token) return done();
    if (token.startsWith(STATION_TOKEN_PREFIX)) {
      return void authenticateStation(db, token).then(
        (station) => {
          request.station = station;
          done();
        },
        (error: unknown) => done(error as Error),
      );
    }
    const known = authenticate.known?.(token);
    if (known !== undefined) {
      request.sessionUser = known;
      return done();
    }
    authenticate(token).then(
      (user) => {
        request.sessionUser = user;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  };
  addRouteHook(scope, 'onRequest', lookUp, (route) => route.config?.session !== false);
}
