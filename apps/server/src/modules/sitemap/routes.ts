import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { fillLabXml } from '../../http/lab-pages.js';
import { labServiceFor } from '../lab/lab-service.js';
import { catalogueCacheFor } from '../products/catalogue-cache.js';
import { buildSitemap, builtPageEntries } from './build-sitemap.js';

/** robots.txt: the private areas stay out of search engines; the sitemap is at the lab's own origin. */
export function robotsText(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /users/\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * GET /sitemap.xml and /robots.txt for everyone (crawlers): outside /api, beside the web app they
 * describe, at the origin read at run time (PUBLIC_URL or the lab's own address, modules/lab).
 */
export function registerSitemapRoute(app: FastifyInstance, deps: Deps) {
  const lab = labServiceFor(deps);
  // A build from before these routes wrote static files: the web app serves those instead.
  if (!existsSync(path.join(deps.config.webDist, 'robots.txt'))) {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      const { origin } = await lab.identity();
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(robotsText(origin));
    });
  }
  if (existsSync(path.join(deps.config.webDist, 'sitemap.xml'))) return;
  const cache = catalogueCacheFor(deps.events);
  // As the build wrote them: with the origin's token (or, from older builds, the origin it was built for).
  const builtEntries = builtPageEntries(deps.config.webDist);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const identity = await lab.identity();
    const xml = await buildSitemap({
      db: deps.db,
      blobs: deps.blobs,
      cache,
      origin: identity.origin,
      pageEntries: builtEntries.map((entry) => fillLabXml(entry, identity)),
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });
}
