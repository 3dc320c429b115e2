import { pageWordsRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { pageWordsServiceFor } from './page-words-service.js';
import { savePageWords } from './save-page-words.js';

/** The local pages' words: everyone reads them, staff rewrite them. */
export function registerPageWordsRoutes(api: FastifyInstance, deps: Deps) {
  const words = pageWordsServiceFor(deps);
  registerRoute(api, pageWordsRoutes.get, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=5');
    return words.forPath(query.path);
  });
  registerRoute(api, pageWordsRoutes.list, async () => ({ pages: [...(await words.all()).byPath.values()] }));
  registerRoute(api, pageWordsRoutes.save, async ({ body, user }) => {
    const saved = await savePageWords({ db: deps.db, input: body, staffId: user.id });
    await words.changed();
    return saved;
  });
}
