import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { appVersion } from '../../ops/app-version.js';

export interface ReadinessChecks {
  /** Which blob store the app uses, and a check that throws (saying why) when it cannot be used. */
  blobs: { driver: 'local' | 's3'; check: () => Promise<void> };
}

/**
 * Liveness answers while the process runs, with the platform's version; readiness also needs the
 * database and the blob store (S3 when configured), so a load balancer sends no one to a process
 * that would answer their downloads with errors.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, checks: ReadinessChecks) {
  const version = appVersion();
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', version }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const [db, blobs] = await Promise.allSettled([database.ping(), checks.blobs.check()]);
    const errors: string[] = [];
    if (db.status === 'rejected') {
      request.log.error({ err: db.reason }, 'database is not reachable');
      errors.push('database: is not reachable');
    }
    if (blobs.status === 'rejected') {
      request.log.error({ err: blobs.reason }, 'blob store is not reachable');
      errors.push(`blobs: ${(blobs.reason as Error).message}`);
    }
    if (errors.length > 0) {
      const message = db.status === 'rejected' ? 'The database is not reachable' : 'The blob store is not reachable';
      return reply.code(503).send({ message, errors });
    }
    return { status: 'ready', database: database.kind, blobs: checks.blobs.driver, version };
  });
}
