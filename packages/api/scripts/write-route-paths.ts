// Writes src/route-paths.ts and its area files under src/route-paths/, the light route table clients
// link and fetch by (no zod), from the contracts in src/routes.ts. Run after adding or changing a route:
//   npm run paths -w @filmlab/api
// src/route-paths.test.ts fails while the files are out of date.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { routePathsFiles } from '../src/route-paths-source.js';

/** The house's limit for a source file; an area past it is split in ROUTE_PATH_AREAS. */
const MAX_LINES = 300;

const src = path.resolve(import.meta.dirname, '../src');
// The area files are all written here, so an area that is gone leaves no file behind.
rmSync(path.join(src, 'route-paths'), { recursive: true, force: true });
mkdirSync(path.join(src, 'route-paths'));
for (const { file, text } of routePathsFiles()) {
  const target = path.join(src, file);
  const options = await resolveConfig(target);
  const formatted = await format(text, { ...options, filepath: target });
  const lines = formatted.split('\n').length - 1;
  if (lines > MAX_LINES) throw new Error(`${file} would be ${lines} lines: split its area in ROUTE_PATH_AREAS`);
  writeFileSync(target, formatted);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
