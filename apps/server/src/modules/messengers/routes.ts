import { messengerRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { deleteZipCode, saveZipCode } from '../locations/service-zip-codes.js';
import { listAvailabilities } from './availabilities.js';
import { bookPickUp } from './book-pick-up.js';
import { closeStop } from './close-stop.js';
import { createMessenger, findMessenger, listMessengers, readMessenger, updateMessenger } from './manage-messengers.js';
import { addHours, deleteHours, updateHours } from './messenger-hours.js';
import { notifyNextStop } from './notify-next-stop.js';
import { ownMessenger } from './own-messenger.js';
import { labDays, readRoutes } from './read-routes.js';

export function registerMessengerRoutes(api: FastifyInstance, deps: Deps) {
  const r = messengerRoutes;
  registerRoute(api, r.list, async () => ({ messengers: await listMessengers(deps) }));
  registerRoute(api, r.create, async ({ body }) => createMessenger(deps, body));
  registerRoute(api, r.me, async ({ user }) => ({ messenger: await findMessenger(deps, { userId: user.id }) }));
  registerRoute(api, r.get, async ({ params, user }) => {
    await ownMessenger(deps, user, params.id);
    return readMessenger(deps, { id: params.id });
  });
  registerRoute(api, r.update, async ({ params, body }) => updateMessenger(deps, params.id, body));
  registerRoute(api, r.addHours, async ({ params, body }) => addHours(deps, params.id, body));
  registerRoute(api, r.updateHours, async ({ params, body }) =>
    updateHours(deps, { messengerId: params.id, hoursId: params.hoursId }, body),
  );
  registerRoute(api, r.deleteHours, async ({ params }) =>
    deleteHours(deps, { messengerId: params.id, hoursId: params.hoursId }),
  );
  registerRoute(api, r.routes, async ({ params, query, user }) => {
    await ownMessenger(deps, user, params.id);
    return { routes: await readRoutes(deps, params.id, await labDays(deps, query)) };
  });
  registerRoute(api, r.notifyNextStop, async ({ params, query, user, request }) => {
    await ownMessenger(deps, user, params.id);
    return notifyNextStop({ deps, log: request.log, messengerId: params.id, days: await labDays(deps, query) });
  });
  registerRoute(api, r.closeStop, async ({ params, body, user, request }) => {
    await ownMessenger(deps, user, params.id);
    return closeStop({ deps, log: request.log, messengerId: params.id, stopId: params.stopId, outcome: body.outcome });
  });
  registerRoute(api, r.availabilities, async ({ params, query }) =>
    listAvailabilities({ deps, userId: params.id, query }),
  );
  registerRoute(api, r.bookPickUp, async ({ params, body }) => bookPickUp({ deps, userId: params.id, body }));
  registerRoute(api, r.saveZipCode, async ({ params, body }) => saveZipCode(deps, params.zip, body));
  registerRoute(api, r.deleteZipCode, async ({ params }) => deleteZipCode(deps, params.zip));
}
