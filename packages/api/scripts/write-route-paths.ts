// Writes src/route-paths.ts, the light route table clients link and fetch by (no zod), from the
// contracts in src/routes.ts. Run after adding or changing a route:
//   npx tsx packages/api/scripts/write-route-paths.ts
// src/route-paths.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { routePathsSource } from '../src/route-paths-source.js';

const file = path.resolve(import.meta.dirname, '../src/route-paths.ts');
const options = await resolveConfig(file);
writeFileSync(file, await format(routePathsSource(), { ...options, filepath: file }));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
