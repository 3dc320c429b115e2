import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { listCollections } from '../products/list-collections.js';
import type { CatalogueCache } from '../products/catalogue-cache.js';
import { listProducts } from '../products/list-products.js';
import { visitorViewer } from '../products/viewer.js';
import { escapeUTF8 } from 'entities';

const PAGE = 100;
/**
 * The <url> entries of the pages the web build pre-rendered (dist/sitemap-pages.xml, written by
 * apps/web/build/prerender.ts): empty for a build without them.
 */
export function builtPageEntries(webDist: string): string[] {
  const file = path.join(webDist, 'sitemap-pages.xml');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<url>[\s\S]*?<\/url>/g)].map((match) => match[0]);
}

/** Every page a visitor may browse in the shop: /collections, each active public collection, each shop product. */
async function shopPaths(options: { db: Db; blobs: BlobStore; cache?: CatalogueCache }): Promise<string[]> {
  const paths = ['/collections'];
  for (let offset = 0; ; offset += PAGE) {
    const { detailedCollections } = await listCollections({
      ...options,
      viewer: visitorViewer,
      query: { active: true, limit: PAGE, offset },
    });
    paths.push(...detailedCollections.map(({ collection }) => `/collections/${collection.slug}`));
    if (detailedCollections.length < PAGE) break;
  }
  for (let offset = 0; ; offset += PAGE) {
    const page = await listProducts({
      ...options,
      viewer: visitorViewer,
      query: { active: true, shop: true, limit: PAGE, offset },
    });
    paths.push(...page.products.map((product) => `/products/${product.slug}`));
    if (!page.hasMore) break;
  }
  return paths;
}

/**
 * /sitemap.xml, built on each request from the live catalogue: the pre-rendered pages as the build
 * listed them, then the shop's collections and products, so a product an admin adds is found at once.
 */
export async function buildSitemap(options: {
  db: Db;
  blobs: BlobStore;
  cache?: CatalogueCache;
  origin: string;
  pageEntries: readonly string[];
}): Promise<string> {
  const { origin, pageEntries } = options;
  const listed = new Set(pageEntries.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)?.[1]));
  const shop = (await shopPaths(options))
    .map((route) => `${origin}${route}`)
    .filter((loc) => !listed.has(loc))
    .map((loc) => `  <url><loc>${escapeUTF8(loc)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[
    ...pageEntries.map((entry) => `  ${entry}`),
    ...shop,
  ].join('\n')}\n</urlset>\n`;
}
