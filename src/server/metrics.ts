/**
 * `GET /metrics` for Prometheus (issue 15), with prom-client: requests by route and status with their latency,
 * page cache hits and misses, database query time and pool use, job queue depth and failures, images processed
 * and their time, mails sent and failed, and the process's memory and event-loop lag. Only with METRICS_TOKEN as
 * a bearer token; without METRICS_TOKEN the path does not exist (404). Routes are counted by their pattern
 * (`/api/blog/:id`), never by the raw URL, so no label can grow without bound.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_CODES } from '../shared/schemas/common';
import { isRenderCall } from './render/render-caller';

export const METRICS_TOKEN_REQUIRED = 'Send METRICS_TOKEN as a bearer token.';

export interface Metrics {
  registry: Registry;
  pageCache: Counter<'result'>;
  mails: Counter<'result'>;
  jobFailures: Counter<'queue'>;
  images: Histogram;
}

/** The app's metrics. Cheap to make: the process metrics are only collected when /metrics is served. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  return {
    registry,
    pageCache: new Counter({
      name: 'kestrel_page_cache_lookups_total',
      help: 'Public pages and answers asked of the page cache, by result (hit or miss)',
      labelNames: ['result'],
      registers: [registry],
    }),
    mails: new Counter({
      name: 'kestrel_mails_total',
      help: 'Mails handed to the mail server, by result (sent or failed)',
      labelNames: ['result'],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'kestrel_job_failures_total',
      help: 'Jobs of the queue that failed (each is tried again while tries remain), by queue',
      labelNames: ['queue'],
      registers: [registry],
    }),
    images: new Histogram({
      name: 'kestrel_images_processed_seconds',
      help: 'Uploaded images decoded, cleaned and stored with their copies, and the time each took',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Counts every request and serves /metrics, when METRICS_TOKEN is set. */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  if (!token) return;
  const { registry } = app.metrics;
  collectDefaultMetrics({ register: registry, prefix: 'kestrel_' });
  const requests = new Histogram({
    name: 'kestrel_http_request_duration_seconds',
    help: 'Requests from clients by method, route pattern and status, with the time each took to answer',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'kestrel_db_query_duration_seconds',
    help: 'Database queries and the time each took',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  app.database.timeQueries((seconds) => queries.observe(seconds));
  const { poolUse } = app.database;
  if (poolUse) {
    new Gauge({
      name: 'kestrel_db_pool_connections',
      help: 'Connections of the database pool, by state (total, idle, waiting: queries waiting for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  new Gauge({
    name: 'kestrel_job_queue_depth',
    help: 'Jobs waiting in each queue (queued, or waiting for their next try)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const [queue, size] of Object.entries(await app.jobs.depths())) this.set({ queue }, size);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    // The server render's own API calls are part of the page they render, not requests of their own.
    if (isRenderCall(request)) return;
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  // Answers the front door sends before Fastify sees the request (front-door.ts).
  app.frontDoor.observeAnswers((route, status, seconds) =>
    requests.observe({ method: 'GET', route, status: String(status) }, seconds),
  );
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? '';
    if (!sameToken(given, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: ERROR_CODES.unauthenticated, message: METRICS_TOKEN_REQUIRED });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
