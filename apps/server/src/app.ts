import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { createBlobStore } from './adapters/blobs/create-blob-store.js';
import { createEventBus } from './adapters/events/create-event-bus.js';
import { createMailer } from './adapters/mail/create-mailer.js';
import { createSmsSender } from './adapters/sms/create-sms-sender.js';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.js';
import { createPlacesProvider } from './adapters/places/create-places-provider.js';
import { createShippingProvider } from './adapters/shipping/create-shipping-provider.js';
import { createTaxService } from './adapters/tax/create-tax-service.js';
import { frameworkErrors, installErrorHandling } from './http/error-handler.js';
import { logSerializers } from './http/log-serializers.js';
import { openapiOptions } from './http/openapi.js';
import { installMetrics } from './http/observability.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installSessionHook } from './http/session-hook.js';
import { installWebApp } from './http/web-app.js';
import { catalogueCacheFor } from './modules/products/catalogue-cache.js';
import { registerSitemapRoute } from './modules/sitemap/routes.js';
import { labServiceFor, mailSender } from './modules/lab/lab-service.js';
import { pageWordsServiceFor } from './modules/page-words/page-words-service.js';
import { sitePhotosServiceFor } from './modules/site-photos/site-photos-service.js';
import { activePriceList } from './modules/price-lists/price-list-service.js';
import { productPageHead } from './modules/products/product-page-head.js';
import { createSessionTokens } from './modules/auth/session-tokens.js';
import { createAuthenticator } from './modules/auth/authenticator.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { blobReadiness } from './ops/blob-readiness.js';
import { sharedPageHead } from './modules/shares/shared-page-head.js';
import { createUploadActivity } from './jobs/upload-activity.js';
import { createJobQueue } from './jobs/job-queue.js';
import { apiModules, connectModules, jobModules } from './modules.js';
import { dropUsersOnWrites, userCacheFor } from './modules/users/user-cache.js';
import { boardCacheFor, dropBoardOnWrites } from './modules/development-orders/board-cache.js';
import { JOB_TYPES } from './jobs/job-types.js';
import { registerPaymentSweep, sweepAtStart } from './modules/orders/payment-sweeper.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replace adapters in tests; each defaults to the configured one. */
  overrides?: Partial<Pick<Deps, 'blobs' | 'mailer' | 'sms' | 'events' | 'payments' | 'tax' | 'places' | 'shipping'>>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

function s3Origin(blobs: { bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean }) {
  if (blobs.endpoint) return new URL(blobs.endpoint).origin;
  return `https://${blobs.bucket}.s3.${blobs.region}.amazonaws.com`;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    // The serializers keep secrets out of every line: query values of database errors, tokens in URLs.
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A path segment may be as long as the longest one a contract takes (a 200-character name).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const events =
    options.overrides?.events ?? createEventBus(database, (err) => app.log.warn({ err }, 'event bus error'));
  const blobs = options.overrides?.blobs ?? createBlobStore(config);
  const deps: Deps = {
    config,
    db: database.db,
    sessions: createSessionTokens({ secret: config.authSecret, ttlSeconds: config.sessionTtlSeconds }),
    blobs,
    mailer:
      options.overrides?.mailer ??
      createMailer(
        config,
        database.db,
        (err, outboxId) => app.log.error({ err, outboxId }, 'e-mail delivery failed'),
        // The lab's name as staff set it now (modules/lab), at MAIL_FROM's address or its contact address.
        async () =>
          mailSender(await labServiceFor({ db: database.db, config, events }).identity(), config.mailFromAddress),
      ),
    sms:
      options.overrides?.sms ??
      createSmsSender(config, database.db, (err, outboxId) =>
        app.log.error({ err, outboxId }, 'text message not sent'),
      ),
    events,
    payments: options.overrides?.payments ?? createPaymentProvider(config, database.db),
    tax: options.overrides?.tax ?? createTaxService(config),
    places:
      options.overrides?.places ??
      createPlacesProvider(config, (err, provider, call) =>
        app.log.warn({ err, provider, call }, 'places provider failed; the local default answered'),
      ),
    shipping: options.overrides?.shipping ?? createShippingProvider(config, blobs),
    jobs: createJobQueue({ db: database.db, kind: database.kind, events, ...config.jobs, log: app.log }),
    uploads: createUploadActivity(),
  };
  connectModules();
  for (const register of jobModules) register(deps);
  // Workers start once the app is ready and stop before the event bus closes.
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.events.close();
  });
  // Expired reset links and sign-in codes leave the outbox's stored copies at start, then every minute
  // (the recurring job mail-jobs.ts schedules).
  app.addHook('onReady', async () => {
    await deps.jobs.send(JOB_TYPES.scrubMailSecrets, {}, { singletonKey: JOB_TYPES.scrubMailSecrets });
  });
  // The payment recovery sweep: at start, then as a recurring job. On PGlite (one process by design)
  // every attempt from before this start has no request left to settle it.
  const startedAt = new Date();
  registerPaymentSweep(deps, app.log, config.checkout.sweepSeconds);
  let sweptAtStart: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    sweptAtStart = sweepAtStart(deps, app.log, database.kind === 'pglite' ? startedAt : undefined);
  });
  app.addHook('onClose', async () => sweptAtStart);
  // Presigned S3 URLs are read and written by the browser directly, so the store's origin must be allowed.
  const blobOrigins = config.blobs.driver === 's3' ? [s3Origin(config.blobs)] : [];

  installSecurityHeaders(app, {
    blobOrigins,
    paymentsProvider: deps.payments.name,
    videoEmbedOrigin: config.videoEmbedOrigin,
  });
  await app.register(fastifySwagger, openapiOptions(config.labName));
  const authenticate = createAuthenticator(deps);
  installMetrics(app, { authenticate, metricsToken: config.metricsToken });
  registerHealthRoutes(app, database, { blobs: { driver: config.blobs.driver, check: blobReadiness(config) } });

  await app.register(
    async (api) => {
      installSessionHook(api, { db: deps.db, authenticate });
      dropUsersOnWrites(api, userCacheFor(deps.events));
      dropBoardOnWrites(api, boardCacheFor(deps));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      for (const register of apiModules) register(api, deps);
    },
    { prefix: '/api' },
  );
  registerSitemapRoute(app, deps);
  await installWebApp(app, config.webDist, [sharedPageHead(deps), productPageHead(deps)], {
    cache: catalogueCacheFor(deps.events),
    lab: labServiceFor(deps),
    prices: { active: () => activePriceList(deps) },
    words: pageWordsServiceFor(deps),
    photos: sitePhotosServiceFor(deps),
  });
  return app;
}
