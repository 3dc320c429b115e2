import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are. Run from the sources (tsx, vitest) this module is src/paths.ts; run
 * compiled, esbuild has bundled it into dist/main.js. Both sit one folder below apps/server, so the
 * same relative steps hold. Every runtime path starts here: no other module reads import.meta.url.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/server */
export const serverRoot = path.resolve(here, '..');
/** The repository (the npm workspace root). */
export const repoRoot = path.resolve(serverRoot, '../..');
/** The generated migrations, read at start (they are not bundled). */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
