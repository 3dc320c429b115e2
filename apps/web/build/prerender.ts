// Pre-renders every marketing route to static HTML after `vite build` (DESIGN.md 'Front end'):
// dist/index.html is `/`, dist/<route>/index.html each other route, dist/200.html the plain app shell
// for every other page, dist/404.html the not-found page and dist/route-patterns.json the app's routes
// (for the server's 404s); plus sitemap-pages.xml (the server's /sitemap.xml adds the live shop to it;
// the server writes robots.txt). Each page gets its own title, description, canonical link, Open Graph
// tags and JSON-LD (LocalBusiness on city pages, FAQPage on the FAQ). The lab's name, contact and
// origin are written as tokens (SITE and MARKETING.origin in the server build) that the app server
// fills with the lab's current identity as it serves each page (apps/server/src/http/lab-pages.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml, scriptJson } from '@filmlab/domain';

import type * as ServerEntryModule from '../src/entry-server';

type ServerEntry = typeof ServerEntryModule;

const dist = path.resolve(import.meta.dirname, '../dist');
/** The server build (vite --ssr, self-contained): the app server also renders the shop's pages with it. */
const serverDir = path.join(dist, '.ssr');
const serverEntry = path.join(serverDir, 'entry-server.js');

const jsonLd = (data: unknown) => `<script type="application/ld+json">${scriptJson(data)}</script>`;

function structuredData(entry: ServerEntry, route: string, url: string, description: string): string[] {
  const { SITE, MARKETING } = entry;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url: `${MARKETING.origin}/`,
    email: SITE.contactEmail,
    sameAs: [MARKETING.socialUrl],
  };
  const blocks: unknown[] = [];
  const content = entry.landingContentFor(route);
  if (content?.kind === 'city')
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: `${SITE.name} — Film Developing for ${content.city}`,
      url,
      description,
      email: SITE.contactEmail,
      priceRange: '$$',
      areaServed: { '@type': 'City', name: `${content.city}, ${content.state}` },
      // The lab itself, where the rolls are mailed to.
      address: {
        '@type': 'PostalAddress',
        addressLocality: SITE.labCity,
        addressRegion: SITE.labRegion,
        addressCountry: 'US',
      },
      parentOrganization: organization,
    });
  else if (route === '/frequently-asked-questions') blocks.push(entry.faqJsonLd(entry.faqGroups(), null));
  else if (route === '/') blocks.push(organization);
  return blocks.map(jsonLd);
}

const HERO_SCENES: Record<string, string> = {
  '/': 'city-skyline-dusk',
  '/lab': 'darkroom-safelight',
  '/club': 'camera-in-hand',
};

/** The landing hero is the LCP element: fetch it with the CSS, not after it. */
function heroPreload(entry: ServerEntry, route: string): string[] {
  const scene = entry.landingContentFor(route)?.bgImg ?? HERO_SCENES[route];
  if (!scene) return [];
  const srcset = entry.sceneSrcSet(scene as Parameters<ServerEntry['sceneSrcSet']>[0], 'avif');
  return [
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high" />`,
  ];
}

/**
 * The text font (build/font-subsets.ts: its small file) is fetched with the hero, so the first
 * paint already uses it: the headline does not re-wrap when the font arrives.
 */
function fontPreload(): string[] {
  const font = readdirSync(path.join(dist, 'assets')).find((file) =>
    /^inter-tight-core-wght-normal-.*\.woff2$/.test(file),
  );
  if (!font) throw new Error('The build has no Inter Tight subset');
  return [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}" />`];
}

function head(entry: ServerEntry, route: string): string {
  const meta = entry.pageMetaFor(route, entry.landingContentFor(route));
  if (!meta) throw new Error(`No page meta for ${route}`);
  const url = `${entry.MARKETING.origin}${route === '/' ? '/' : route}`;
  const title = entry.documentTitle(meta.title);
  const image = `${entry.MARKETING.origin}/images/scenes/${entry.landingContentFor(route)?.bgImg ?? 'city-skyline-dusk'}-1280.webp`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(entry.SITE.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...heroPreload(entry, route),
    ...fontPreload(),
    ...structuredData(entry, route, url, meta.description),
  ].join('\n    ');
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The page module a pre-rendered route renders in the public layout. */
function pageModule(route: string): string {
  if (route === NOT_FOUND_ROUTE) return 'src/routes/pages/not-found-page.tsx';
  const isLanding =
    route === '/' ||
    route === '/lab' ||
    route === '/club' ||
    (route.split('/').length === 2 && !STATIC_PAGES.has(route));
  return isLanding ? 'src/routes/pages/landing-route.tsx' : 'src/routes/pages/marketing-pages.tsx';
}

/**
 * The modules a shop page the server renders needs before it hydrates (main.tsx): its layout and
 * page, the rest of the route table and TanStack Query.
 */
const SHOP_MODULES = [
  'src/routes/layouts/shop-layout.tsx',
  'src/routes/pages/shop-routes.tsx',
  'src/routes/app-routes.tsx',
  'src/lib/query-runtime.ts',
];

/** The lazy chunks a route renders, with every chunk they import and the CSS of each. */
function routeChunks(route: string): { css: string[]; js: string[] } {
  return chunksOf(route === SHOP_ROUTE ? SHOP_MODULES : ['src/routes/layouts/public-layout.tsx', pageModule(route)]);
}

/**
 * The chunks of `modules` and what they import: the JavaScript each after the chunks it imports (the
 * order the boot script runs them in), the CSS of each before its imports' (the cascade's order).
 */
function chunksOf(modules: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
    js.push(`/${chunk.file}`);
  };
  modules.forEach(visit);
  return { css: [...css].map((file) => `/${file}`), js };
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;

/**
 * The page's whole CSS goes inline, so the first paint waits for no request. Each file also keeps a
 * disabled `<link>` (never fetched): Vite's loader finds it there and does not fetch the file again
 * when the app loads the chunk that imports it.
 */
function inlineStyles(template: string, chunkCss: readonly string[]): { html: string; styles: string } {
  const files = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  for (const file of chunkCss) if (!files.includes(file)) files.push(file);
  const css = files.map((file) =>
    readFileSync(path.join(dist, file), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, ''),
  );
  if (css.some((text) => /<\/style/i.test(text)))
    throw new Error('A stylesheet contains </style>: it cannot be inlined');
  const placeholders = files.map((file) => `<link rel="stylesheet" href="${file}" disabled />`);
  return {
    html: template.replace(STYLESHEET_LINK, ''),
    styles: [`<style>${css.join('\n')}</style>`, ...placeholders].join('\n    '),
  };
}

const APP_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;

/**
 * A pre-rendered page loads one small script up front (src/boot.ts); it adds the app's script and
 * preloads the route's chunks once the first screen is painted.
 */
function bootScript(template: string, routeJs: readonly string[]): { html: string; boot: string } {
  const app = template.match(APP_SCRIPT)?.[1];
  const bootFile = manifest['src/boot.ts']?.file;
  if (!app || !bootFile) throw new Error('The build has no app script or no boot script');
  // Every chunk after the chunks it imports: the boot script runs them one per task in this order,
  // so each task runs one chunk's own code rather than a whole graph of them.
  const chunks = [...chunksOf(['index.html']).js, ...routeJs].filter(
    (file, index, all) => file !== app && all.indexOf(file) === index,
  );
  for (const file of [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))
    if (!chunks.includes(file)) throw new Error(`${file} is preloaded by index.html but is not a chunk of the app`);
  // Low priority: it does nothing before the first screen is painted, so the font and the largest
  // image are fetched ahead of it.
  return {
    html: template.replace(APP_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    boot: `<script type="module" fetchpriority="low" src="/${bootFile}" data-app="${app}" data-chunks="${chunks.join(' ')}"></script>`,
  };
}

/**
 * The other public pages of spec 2.2 that take no parameter: the app renders them in the browser,
 * and the sitemap lists them with the pre-rendered ones.
 */
const APP_PUBLIC_PATHS = ['/collections', '/memberships/purchase', '/signup', '/login', '/password-reset'];

const STATIC_PAGES = new Set([
  '/pricing',
  '/about',
  '/frequently-asked-questions',
  '/memberships',
  '/privacy-policy',
  '/terms',
]);

/** A path no route has: the not-found page is rendered from it into dist/404.html. */
const NOT_FOUND_ROUTE = '/404';
/** Stands for every shop page in routeChunks: their template is written once (writeShopTemplate). */
const SHOP_ROUTE = '/collections';

/** The page itself, with its CSS inline and the boot script, into the shell's template. */
function pageHtml(template: string, route: string, headTags: string, body: string): string {
  const chunks = routeChunks(route);
  const { html: withoutStyles, styles } = inlineStyles(template, chunks.css);
  const { html: page, boot } = bootScript(withoutStyles, chunks.js);
  // The server answers each route with its own file (apps/server/src/http/web-app.ts), so no inline
  // guard script is needed, and the page carries no inline script the CSP would refuse.
  return page
    .replace('</head>', () => `    ${headTags}\n    ${styles}\n    ${boot}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${route}">${body}</div>`);
}

/**
 * The page the server answers unknown paths with, status 404: readable without JavaScript, with a
 * way home; the app then takes over (and, under /users and /admin, redirects to / per spec 2.3).
 * Beside it the route table's patterns, which tell the server a page from an unknown path.
 */
async function writeNotFound(entry: ServerEntry, template: string) {
  const body = await entry.render(NOT_FOUND_ROUTE, entry.MARKETING.origin);
  if (!body.includes('not-found-title')) throw new Error('The not-found page did not render');
  const headTags = [
    `<title>${escapeHtml(entry.documentTitle('Page not found'))}</title>`,
    `<meta name="robots" content="noindex" />`,
    ...fontPreload(),
  ].join('\n    ');
  writeFileSync(path.join(dist, '404.html'), pageHtml(template, NOT_FOUND_ROUTE, headTags, body));
  writeFileSync(path.join(dist, 'route-patterns.json'), `${JSON.stringify(entry.appRoutePatterns(), null, 1)}\n`);
}

/**
 * The page the app server fills for each shop page it renders (apps/server/src/http/shop-pages.ts):
 * the CSS of the shop's chunks inline and the boot script, with a place for the head, the path, the
 * body and the answers the page was rendered from.
 */
function writeShopTemplate(template: string) {
  const headTags = ['<!--shop-page-head-->', ...fontPreload()].join('\n    ');
  const html = pageHtml(template, SHOP_ROUTE, headTags, '<!--shop-page-body-->')
    .replace(`data-prerendered="${SHOP_ROUTE}"`, 'data-prerendered="<!--shop-page-path-->"')
    .replace('</body>', () => '<!--shop-page-data-->\n  </body>');
  for (const mark of ['head', 'path', 'body', 'data']) {
    if (!html.includes(`<!--shop-page-${mark}-->`)) throw new Error(`The shop template has no place for its ${mark}`);
  }
  writeFileSync(path.join(serverDir, 'shop-page.html'), html);
}

/**
 * The pricing page's tables and calculator are figures of the price list: the app server renders its
 * body again for the list in force (apps/server/src/http/price-pages.ts). Every other page quotes
 * prices as tokens the server fills.
 */
const RENDERED_PER_PRICE_LIST = new Set(['/pricing']);

/** Fails the build for a page that quotes a price the lab could not change (one not written as a token). */
function checkQuotedPrices(route: string, html: string) {
  if (RENDERED_PER_PRICE_LIST.has(route)) return;
  const quoted = /.{0,40}\$\d.{0,20}/.exec(html);
  if (quoted)
    throw new Error(
      `${route} quotes a price that is not from the lab's price list ("${quoted[0]}"): write it with lib/page-prices.ts`,
    );
}

async function main() {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The app shell for every page that is not pre-rendered (the server's fallback), titled with the
  // lab's name as the server fills it in.
  writeFileSync(
    path.join(dist, '200.html'),
    shell.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(entry.SITE.name)}</title>`),
  );
  const template = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');

  const routes = [...entry.STATIC_MARKETING_PATHS, ...entry.LANDING_CONTENT.map((content) => content.path)];
  for (const route of routes) {
    const body = await entry.render(route, entry.MARKETING.origin);
    const headTags = head(entry, route);
    checkQuotedPrices(route, `${headTags}${body}`);
    const html = pageHtml(template, route, headTags, body);
    const file = route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }

  const today = new Date().toISOString().slice(0, 10);
  const urls = [...routes, ...APP_PUBLIC_PATHS]
    .map((route) => `  <url><loc>${entry.MARKETING.origin}${route}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n');
  writeFileSync(
    // The server's /sitemap.xml lists these with the live catalogue (apps/server/src/modules/sitemap).
    path.join(dist, 'sitemap-pages.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await writeNotFound(entry, template);
  writeShopTemplate(template);
  console.log(`pre-rendered ${routes.length} routes, 404.html, route-patterns.json and sitemap-pages.xml`);
}

await main();
