import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { createBlobStore } from './adapters/blobs/create-blob-store.js';
import { createEventBus } from './adapters/events/create-event-bus.js';
import { createMailer } from './adapters/mail/create-mailer.js';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.js';
import { createTaxService } from './adapters/tax/create-tax-service.js';
import { installErrorHandling } from './http/error-handler.js';
import { installMetrics } from './http/observability.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installWebApp } from './http/web-app.js';
import { createSessionTokens } from './modules/auth/session-tokens.js';
import { createAuthenticator } from './modules/auth/authenticator.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { apiModules } from './modules.js';
import { dropUsersOnWrites, userCacheFor } from './modules/users/user-cache.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replace adapters in tests; each defaults to the configured one. */
  overrides?: Partial<Pick<Deps, 'blobs' | 'mailer' | 'events' | 'payments' | 'tax'>>;
  logger?: boolean;
}

function s3Origin(blobs: { bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean }) {
  if (blobs.endpoint) return new URL(blobs.endpoint).origin;
  return `https://${blobs.bucket}.s3.${blobs.region}.amazonaws.com`;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const deps: Deps = {
    config,
    db: database.db,
    sessions: createSessionTokens({ secret: config.authSecret, ttlSeconds: config.sessionTtlSeconds }),
    blobs: options.overrides?.blobs ?? createBlobStore(config),
    mailer:
      options.overrides?.mailer ??
      createMailer(config, database.db, (err, outboxId) => app.log.error({ err, outboxId }, 'e-mail delivery failed')),
    events: options.overrides?.events ?? createEventBus(database, (err) => app.log.warn({ err }, 'event bus error')),
    payments: options.overrides?.payments ?? createPaymentProvider(config),
    tax: options.overrides?.tax ?? createTaxService(config),
  };
  app.addHook('onClose', () => deps.events.close());
  // Presigned S3 URLs are read and written by the browser directly, so the store's origin must be allowed.
  const blobOrigins = config.blobs.driver === 's3' ? [s3Origin(config.blobs)] : [];

  installSecurityHeaders(app, {
    blobOrigins,
    paymentsProvider: deps.payments.name,
    videoEmbedOrigin: config.videoEmbedOrigin,
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.labName} API`, version: '0.1.0', description: 'Every route of the film-lab platform.' },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  installMetrics(app);
  registerHealthRoutes(app, database);

  const authenticate = createAuthenticator(deps);
  await app.register(
    async (api) => {
      api.decorateRequest('sessionUser', null);
      api.addHook('onRequest', (request, _reply, done) => {
        const header = request.headers.authorization;
        const token = header?.replace(/^Bearer\s+/i, '').trim();
        if (!token) return done();
        authenticate(token).then(
          (user) => {
            request.sessionUser = user;
            done();
          },
          (error: unknown) => done(error as Error),
        );
      });
      dropUsersOnWrites(api, userCacheFor(deps.events));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      for (const register of apiModules) register(api, deps);
    },
    { prefix: '/api' },
  );
  await installWebApp(app, config.webDist);
  return app;
}
