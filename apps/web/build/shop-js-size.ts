// Prints the JavaScript a server-rendered shop page (/collections, a collection, a product) loads
// before it is interactive (gzip): the app's entry, start-server-page.tsx, the shop's layout and
// routes, the rest of the route table and TanStack Query, with every chunk they import statically.
// Run after `vite build`:
//   npx tsx apps/web/build/shop-js-size.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');

/** The modules main.tsx and start-server-page.tsx load on a shop page before it hydrates. */
export const SHOP_PAGE_MODULES = [
  'index.html',
  'src/start-server-page.tsx',
  'src/routes/layouts/shop-layout.tsx',
  'src/routes/pages/shop-routes.tsx',
  'src/routes/app-routes.tsx',
  'src/lib/query-runtime.ts',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Each chunk a shop page loads up front with its gzip size, and the total, in bytes. */
export function shopJsSize(): { chunks: Array<{ file: string; gzip: number }>; total: number } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  SHOP_PAGE_MODULES.forEach(visit);
  const chunks = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file))).length }));
  return { chunks, total: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { chunks, total } = shopJsSize();
  for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip))
    console.log(`${(chunk.gzip / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  shop page JavaScript before hydration, gzip`);
}
