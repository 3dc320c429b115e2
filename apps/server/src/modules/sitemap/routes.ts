import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { catalogueCacheFor } from '../products/catalogue-cache.js';
import { buildSitemap, builtPageEntries } from './build-sitemap.js';

/** GET /sitemap.xml for everyone (crawlers): outside /api, beside the web app it describes. */
export function registerSitemapRoute(app: FastifyInstance, deps: Deps) {
  // A build from before this route wrote a static sitemap.xml: the web app serves that file instead.
  if (existsSync(path.join(deps.config.webDist, 'sitemap.xml'))) return;
  const cache = catalogueCacheFor(deps.events);
  const pageEntries = builtPageEntries(deps.config.webDist);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap({
      db: deps.db,
      blobs: deps.blobs,
      cache,
      origin: deps.config.publicUrl,
      pageEntries,
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });
}
