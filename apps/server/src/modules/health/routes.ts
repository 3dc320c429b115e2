import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

/** Liveness answers while the process runs; readiness also needs the database. */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'database is not reachable');
      return reply.code(503).send({ message: 'The database is not reachable', errors: [] });
    }
  });
}
