// Prints the JavaScript the landing page loads (gzip): the entry chunk, the public layout and the
// landing route, with everything they import statically. Run after `vite build`:
//   npx tsx apps/web/build/landing-js-size.ts
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = path.resolve(import.meta.dirname, '../dist/assets');
const files = () => readdirSync(assets).filter((name) => name.endsWith('.js'));

function staticImports(file: string): string[] {
  const code = readFileSync(path.join(assets, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:import|export)[^'"()]*?from\s*["']\.\/([^"']+\.js)["']|import\s*["']\.\/([^"']+\.js)["']/g,
  ))
    found.add((match[1] ?? match[2])!);
  return [...found];
}

export function landingChunks(): string[] {
  const roots = files().filter((name) => /^(index|public-layout|landing-route)-/.test(name));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

/** Each chunk the landing page loads up front with its gzip size, and the total, in bytes. */
export function landingJsSize(): { chunks: Array<{ file: string; gzip: number }>; total: number } {
  const chunks = landingChunks().map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(assets, file))).length,
  }));
  return { chunks, total: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}

export const LANDING_JS_BUDGET_BYTES = 120 * 1024;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { chunks, total } = landingJsSize();
  for (const chunk of chunks) console.log(`${(chunk.gzip / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  landing page JavaScript, gzip (budget 120 KB)`);
}
