// Writes the OpenAPI document generated from the route contracts to packages/api/openapi.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig, repoRoot } from '../config.js';
import { openDatabase } from '../db/client.js';

const config = loadConfig({ ...process.env, AUTH_SECRET: 'openapi', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const database = await openDatabase({});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const target = path.join(repoRoot, 'packages/api/openapi.json');
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`wrote ${path.relative(repoRoot, target)}`);
