import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: files as they are, and index.html for every other page route so the
 * client router can take over. Unknown /api paths keep their JSON 404.
 */
export async function installWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app is not built; serving the API only (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.code(404).send({ message: `No route for GET ${url}`, errors: [] });
    }
    const candidate = path.join(webDist, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (candidate.startsWith(webDist) && path.extname(url) && existsSync(candidate)) {
      return reply.sendFile(path.relative(webDist, candidate));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
