import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.js';

/** Every feature's routes, mounted under /api by app.ts. Add a module here to expose it. */
export const apiModules: Array<(api: FastifyInstance, deps: Deps) => void> = [];
