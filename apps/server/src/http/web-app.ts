import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@filmlab/domain';
import type { FastifyInstance } from 'fastify';
import { LAB_PAGE_TOKENS } from '@filmlab/domain';
import {
  createLabPages,
  type LabIdentitySource,
  type PageWordsSource,
  type PriceListSource,
  type SitePhotosSource,
} from './lab-pages.js';
import { loadPhotoPages } from './photo-pages.js';
import { loadPricePages } from './price-pages.js';
import { loadWordPages } from './word-pages.js';
import { withHead, type PageHeadResolver } from './page-heads.js';
import { loadShopPages, type PageCache } from './shop-pages.js';

/** A path as the client router reads it; a malformed escape is left as it is. */
function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

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
 * The web app's route patterns (dist/route-patterns.json, written by the build from the client's
 * route table): null for a build without them, whose every path is then served as a page.
 */
function readRoutePatterns(webDist: string): string[] | null {
  const file = path.join(webDist, 'route-patterns.json');
  if (!existsSync(file)) return null;
  const patterns = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(patterns) || !patterns.every((p) => typeof p === 'string')) {
    throw new Error(`${file} is not a list of route patterns`);
  }
  return patterns;
}

/**
 * Serves the built web app: files as they are; a page route gets its pre-rendered HTML when the build
 * made one (marketing pages, so crawlers without JavaScript see their content), otherwise the plain
 * app shell (200.html, or index.html in builds without pre-rendering) and the client router takes
 * over. A path that is no route of the app gets a 404 with the not-found page (404.html, or the
 * shell); under /users and /admin the client then redirects to / as spec 2.3 and 2.4 say. Unknown
 * /api paths keep their JSON 404. The shop's pages are rendered here with their products
 * (shop-pages.ts) when the build carries its server entry. Files under a dot folder (.ssr, the
 * server's build; .vite) are never served. Every page is sent with the lab's identity filled in
 * (lab-pages.ts): its name, contact and origin as they are now, not as they were at build time.
 */
export async function installWebApp(
  app: FastifyInstance,
  webDist: string,
  pageHeads: PageHeadResolver[] = [],
  options: {
    cache?: PageCache;
    lab: LabIdentitySource;
    prices?: PriceListSource;
    words?: PageWordsSource;
    photos?: SitePhotosSource;
  },
) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app is not built; serving the API only (run npm run build)');
    return;
  }
  const pages = findPrerenderedPages(webDist);
  const shell = existsSync(path.join(webDist, '200.html')) ? '200.html' : 'index.html';
  const notFoundPage = existsSync(path.join(webDist, '404.html')) ? '404.html' : shell;
  const patterns = readRoutePatterns(webDist);
  const shellHtml = readFileSync(path.join(webDist, shell), 'utf8');
  if (!patterns) app.log.warn({ webDist }, 'the web build has no route-patterns.json; every path is served as a page');
  const labPages = createLabPages(
    webDist,
    options.lab,
    options.prices,
    await loadPricePages(webDist, app.log),
    options.words ? { source: options.words, render: await loadWordPages(webDist, app.log) } : undefined,
    options.photos ? { source: options.photos, render: await loadPhotoPages(webDist, app.log) } : undefined,
  );
  // Shop pages are kept rendered with the origin's token, filled as each is sent.
  const shopPages = options.cache
    ? await loadShopPages(app, webDist, { publicUrl: LAB_PAGE_TOKENS.origin, cache: options.cache })
    : null;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Pages carry the lab's identity as tokens: the handler below sends them filled (lab-pages.ts).
    globIgnore: ['**/*.html'],
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
      const hidden = path
        .relative(webDist, candidate)
        .split(path.sep)
        .some((part) => part.startsWith('.'));
      if (candidate.startsWith(webDist + path.sep) && !hidden && existsSync(candidate)) {
        const file = path.relative(webDist, candidate);
        // A page asked for by its file name is filled like the page itself.
        if (file.endsWith('.html')) return labPages.send(request, reply, file);
        return reply.sendFile(file);
      }
    }
    const route = url.replace(/\/+$/, '') || '/';
    reply.header('cache-control', 'no-cache');
    const prerendered = pages.get(route);
    if (prerendered) return labPages.send(request, reply, prerendered);
    if (patterns && !isAppRoute(patterns, safeDecode(route))) return labPages.send(request, reply, notFoundPage, 404);
    const shopPage = await shopPages?.render(route);
    if (shopPage && 'location' in shopPage) return reply.redirect(shopPage.location, 301);
    if (shopPage) return labPages.sendMade(request, reply, shopPage.html, shopPage.status);
    const resolver = pageHeads.find((candidate) => route.startsWith(candidate.prefix));
    if (resolver) {
      const { status, head } = await resolver.resolve(route.slice(resolver.prefix.length));
      return labPages.sendMade(request, reply, head ? withHead(shellHtml, head) : shellHtml, status);
    }
    return labPages.send(request, reply, shell);
  });
}
