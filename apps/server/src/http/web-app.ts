import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Every pre-rendered page in the build: route path -> its file relative to the build root. */
function findPrerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const files = readdirSync(webDist, { recursive: true, encoding: 'utf8' });
  for (const file of files) {
    if (path.basename(file) !== 'index.html') continue;
    const dir = path.dirname(file).split(path.sep).join('/');
    pages.set(dir === '.' ? '/' : `/${dir}`, file);
  }
  return pages;
}

/**
 * Serves the built web app: files as they are; a page route gets its pre-rendered HTML when the build
 * made one (marketing pages, so crawlers without JavaScript see their content), otherwise the plain
 * app shell (200.html, or index.html in builds without pre-rendering) and the client router takes
 * over. Unknown /api paths keep their JSON 404.
 */
export async function installWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app is not built; serving the API only (run npm run build)');
    return;
  }
  const pages = findPrerenderedPages(webDist);
  const shell = existsSync(path.join(webDist, '200.html')) ? '200.html' : 'index.html';
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies of its text files (apps/web/build/compress.ts).
    preCompressed: true,
    // Our own cache headers below; the plugin's default would overwrite them.
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else if (filePath.includes(`${path.sep}images${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=86400');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.code(404).send({ message: `No route for GET ${url}`, errors: [] });
    }
    if (path.extname(url)) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(url);
      } catch {
        return reply.code(400).send({ message: 'The address is not valid', errors: ['url: is not valid'] });
      }
      const candidate = path.join(webDist, path.normalize(decoded));
      if (candidate.startsWith(webDist + path.sep) && existsSync(candidate)) {
        return reply.sendFile(path.relative(webDist, candidate));
      }
    }
    const route = url.replace(/\/+$/, '') || '/';
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(pages.get(route) ?? shell);
  });
}
