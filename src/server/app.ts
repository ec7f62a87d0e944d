/**
 * buildApp(config): every plugin and route, no listening (STYLE.md 1). main.ts starts it; tests build
 * it and call `inject`. Registration order: infrastructure, services, routes.
 */

import { randomBytes, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '../shared/limits';
import type { Role } from '../shared/roles';
import { VisitCounter } from './analytics/counter';
import { registerAnalyticsMetrics } from './analytics/metrics';
import { startAnalyticsRollup } from './analytics/rollup';
import { deriveKey, loadSecret } from './auth/secret';
import { startInvitationMails } from './auth/staff';
import { startScheduledBackups } from './backup/scheduled';
import type { Config } from './config';
import { startScheduledPublishing } from './content/blog/scheduled';
import { forgetDescriptions, keepDescriptions } from './content/image-descriptions';
import { startMediaSweep } from './content/images';
import { changedFromText } from './content/kinds';
import { registerReadCache } from './content/read-cache';
import { apiRoutes } from './content/routes';
import { registerExpectedVersion } from './content/write';
import type { Database, Db } from './db/client';
import { startDatabaseMaintenance } from './db/maintenance';
import { answerClientError, errorHandler } from './errors';
import { FrontDoor, frontDoorServer } from './front-door';
import { answeringConflicts } from './history/conflict';
import { answerFrameworkError, registerInputGuard } from './input-guard';
import { type JobQueue, pendingJobQueue, startJobQueue } from './jobs/queue';
import { safeError } from './log-safe';
import { countedMails, createMailer, type Mailer } from './mail/mailer';
import { ImageQueue } from './media/image-queue';
import { mailImageRoutes } from './media/mail-images';
import { mediaRoutes } from './media/media.routes';
import { MemoryCachedStorage } from './media/memory-cache';
import { diskStorage, postgresStorage, type Storage } from './media/storage';
import { createMetrics, type Metrics, registerMetrics } from './metrics';
import { startNewsletterSends } from './newsletter/sends';
import { startSubscriptionMails } from './newsletter/subscriptions';
import { startContactMails } from './notifications/contact-mail';
import { startReviewMails } from './notifications/review-mail';
import { type Changed, PageCache } from './render/page-cache';
import { renderRoutes } from './render/render.routes';
import { seoRoutes } from './render/seo.routes';
import { requestId } from './request-id';
import { registerRequestLog } from './request-log';
import { registerSecurity } from './security';
import { registerDrain } from './shutdown';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: Storage;
    mailer: Mailer;
    metrics: Metrics;
    pageCache: PageCache;
    /** Names this instance in the notices that content changed, so that it does not hear its own. */
    instanceId: string;
    /** Empties this instance's kept pages, public reads and images in memory (content changed). */
    /** Empties what read the kinds of record `changed` names (null or left out: everything), and kept images. */
    forgetContent(changed?: Changed): void;
    /** Counts public page views (issue 28); null with ANALYTICS=false. */
    analytics: VisitCounter | null;
    /** Answers kept pages and images before Fastify routes the request (front-door.ts). */
    frontDoor: FrontDoor;
    /** The job queue on the database (pg-boss): scheduled publishing, and later mails and backups. */
    jobs: JobQueue;
    /** Starts the job queue and its workers (at most once; buildApp does it unless told to defer). */
    startJobs(): Promise<void>;
    /** Every route, as registered: what the guard test walks and the API reference lists. */
    routeList: RouteEntry[];
    /**
     * Keys derived from the server secret: JWT signing, the HMAC of codes and reset tokens, the two-factor secrets'
     * encryption, and the tokens a client keeps to be recognised (a known device, the asker of a recovery code).
     */
    auth: { jwtKey: Uint8Array; codeKey: Buffer; totpKey: Buffer; deviceKey: Uint8Array };
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** The lowest staff role that may call it (issue 25); none for a public route, or one outside /api. */
  role: Role | null;
}

export interface AppDeps {
  /** An open, migrated database. The caller owns it and closes it. */
  database: Database;
  /** Where the log goes (standard output when unset); tests read it. */
  logStream?: { write(line: string): void };
  /** One log line for every request at info (the readable log of `npm start`); otherwise only failed and slow. */
  everyRequest?: boolean;
  /**
   * Leave the job queue to `app.startJobs()` (main.ts calls it once listening): meanwhile, job calls wait for it.
   */
  deferJobs?: boolean;
}

export function createStorage(config: Config, database: Database): Storage {
  return config.storage === 'postgres' ? postgresStorage(database.db) : diskStorage(`${config.dataDir}/uploads`);
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const frontDoor = new FrontDoor();
  const app = Fastify({
    serverFactory: frontDoorServer(frontDoor),
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.newPassword'],
            // No query parameters, hashes, tokens or codes in any log line (docs/decisions/017).
            serializers: { err: safeError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // One line per request, by registerRequestLog (none at info for a request that went well).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError(config.trustProxy),
    clientErrorHandler: answerClientError,
  });

  // Infrastructure
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeList.push({
          method,
          url: route.url,
          public: route.config?.public === true,
          role: route.config?.role ?? null,
        });
      }
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(answeringConflicts(errorHandler));
  registerExpectedVersion(app);
  const everyRequestLogged = registerRequestLog(app, deps.everyRequest === true);
  registerInputGuard(app);
  // The API speaks JSON (and multipart for uploads); plain text bodies are refused with 415.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('controlToken', randomBytes(32).toString('base64url'));
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  const storage = new MemoryCachedStorage(createStorage(config, deps.database));
  app.decorate('storage', storage);
  app.decorate('imageQueue', new ImageQueue());
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const mailer = countedMails(createMailer(config, app.log), metrics);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  // Counted only when /metrics is served: a cached page is the hot path.
  const pageCache = new PageCache(
    config.pageCache,
    config.pageCacheBytes,
    config.metricsToken ? (hit) => metrics.pageCache.inc({ result: hit ? 'hit' : 'miss' }) : undefined,
  );
  app.decorate('pageCache', pageCache);
  // Images' descriptions are kept as the pages are, and emptied by the writes that empty everything (decision 057).
  if (config.pageCache) keepDescriptions(deps.database.db);
  // The database outlives the app in tests and restarts: what it was changed into meanwhile is read anew.
  app.addHook('onClose', async () => forgetDescriptions(deps.database.db));
  // Another instance changed content (PostgreSQL NOTIFY), or notices may have been missed while the
  // database was away: this one's rendered pages and public reads are stale too.
  // Images too: one deleted on another instance must not be served from this one's memory.
  const forgetContent = (changed: Changed = null) => {
    pageCache.clear(changed);
    if (changed === null) forgetDescriptions(deps.database.db);
    storage.clear();
  };
  app.decorate('forgetContent', forgetContent);
  app.decorate('instanceId', randomUUID());
  // A notice names what changed; one that names nothing this instance knows (or a reconnection) empties everything.
  const stopListening = await deps.database.onContentChange((changed) => forgetContent(changedFromText(changed)), {
    self: app.instanceId,
    log: app.log,
  });
  app.addHook('onClose', async () => stopListening());
  const secret = await loadSecret(config);
  app.decorate('auth', {
    jwtKey: new Uint8Array(deriveKey(secret, 'jwt')),
    codeKey: deriveKey(secret, 'codes'),
    totpKey: deriveKey(secret, 'totp'),
    deviceKey: new Uint8Array(deriveKey(secret, 'device')),
  });
  const analytics = config.analytics
    ? new VisitCounter({
        db: deps.database.db,
        siteKey: deriveKey(secret, 'analytics'),
        publicUrl: config.publicUrl,
        flushMs: config.analytics.flushMs,
        log: app.log,
      })
    : null;
  app.decorate('analytics', analytics);
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionId', null);
  await registerSecurity(app, { corsOrigins: config.corsOrigins });
  // After the security and CORS headers, so that a 503 while stopping carries them too.
  registerDrain(app);
  // Per-route limits are applied while reading (see media/upload.ts); these are the outer bounds.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 2 } });

  // The OpenAPI document is generated from the routes' zod schemas, so it cannot drift from them.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kestrel Digital API',
        version: '1.0.0',
        description: 'The public website and back-office API. Admin calls need `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const isPublic = (input.route.config as { public?: boolean } | undefined)?.public === true;
      return isPublic ? { ...transformed, schema: { ...transformed.schema, security: [] } } : transformed;
    },
  });

  // Routes
  registerReadCache(app);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(mediaRoutes);
  await app.register(mailImageRoutes);
  await app.register(seoRoutes);
  await app.register(renderRoutes);

  app.decorate('frontDoor', frontDoor);
  registerMetrics(app, config.metricsToken);
  if (analytics) {
    registerAnalyticsMetrics(app, analytics);
    await analytics.start();
    // Written on every stop (SIGTERM included: main.ts closes the app before the database).
    app.addHook('onClose', async () => analytics.stop());
  }
  // A request logged at debug must reach the log's hook.
  if (!everyRequestLogged) {
    frontDoor.open({
      pageCache,
      storage,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      draining: app.draining,
      cors: config.corsOrigins.length > 0,
      testFaults: config.testFaults,
      countView: analytics ? (view) => analytics.count(view) : null,
    });
  }

  // Jobs: started last, so that a job taken at once finds every route and decoration in place.
  const jobs = pendingJobQueue();
  app.decorate('jobs', jobs.queue);
  app.addHook('onClose', async () => jobs.queue.stop());
  let jobsStarted: Promise<void> | null = null;
  app.decorate('startJobs', () => {
    jobsStarted ??= (async () => {
      const started = startJobQueue(deps.database, app.log, (queue) => metrics.jobFailures.inc({ queue }));
      jobs.begin(started);
      await started;
      await startScheduledPublishing(app);
      await startMediaSweep(app);
      await startContactMails(app);
      await startInvitationMails(app);
      await startReviewMails(app);
      await startSubscriptionMails(app);
      await startNewsletterSends(app);
      await startScheduledBackups(app);
      await startDatabaseMaintenance(app);
      await startAnalyticsRollup(app);
    })();
    return jobsStarted;
  });
  if (!deps.deferJobs) await app.startJobs();
  return app;
}
