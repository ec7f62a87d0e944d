/**
 * Public API reads (`GET /api/blog`, `/api/service`, ...) change only when content changes: their
 * answers are kept in the same cache as rendered pages, emptied by a content write of their route's kind (here or,
 * over NOTIFY, on another instance; decision 053), and sent with an ETag (304 to a client that has the current answer).
 * One pair of hooks does it for every public GET route; a route needs no code of its own. See decision 019.
 *
 * Never kept: an answer other than 200 (an error, a 404), an answer to a request with credentials (an
 * administrator may see a draft by slug), and the health check (it must ask the database every time).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chooseEncoding, compressible, encodedEtag, sendCached, withEncodings } from '../render/encodings';
import { cachedPage } from '../render/page-cache';
import { isRenderCall } from '../render/render-caller';
import { readsOf } from './kinds';

/** Public GET routes whose answer is not content (a preview link lives by its own clock, not the content's). */
const NOT_CONTENT = new Set(['/api/health', '/api/blog/preview/:token']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a cacheable read that missed: where its answer goes, and the content generation it read. */
    readCache: { key: string; generation: number } | null;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

function isCacheable(request: FastifyRequest): boolean {
  const { config, url = '' } = request.routeOptions;
  return (
    request.method === 'GET' &&
    config?.public === true &&
    url.startsWith('/api/') &&
    !NOT_CONTENT.has(url) &&
    request.headers.authorization === undefined
  );
}

/**
 * The key of a read: its route, and its params and query as validated (what the handler reads; unknown
 * query parameters are already dropped, so `?r=<random>` shares the answer, and `?page=2` does not).
 */
const readKey = (request: FastifyRequest) =>
  `GET ${request.routeOptions.url} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.query ?? {})}`;

export function registerReadCache(app: FastifyInstance): void {
  app.decorateRequest('readCache', null);

  // After validation, so that the key is what the handler would read.
  app.addHook('preHandler', async (request, reply) => {
    if (!app.pageCache.enabled || !isCacheable(request)) return;
    const key = readKey(request);
    let kept = app.pageCache.get(key);
    if (!kept) {
      request.readCache = { key, generation: app.pageCache.generation };
      return;
    }
    // Kept by a page's render, which reads it uncompressed: compressed once, for the first client that takes it.
    if (compressible(kept) && !isRenderCall(request) && request.headers['accept-encoding']) {
      const generation = app.pageCache.generation;
      kept = await withEncodings(kept);
      app.pageCache.set(key, kept, generation, readsOf(request.routeOptions.url ?? ''));
    }
    reply.code(kept.status).header('content-type', kept.headers?.['content-type'] ?? JSON_TYPE);
    return sendCached(request, reply, kept);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.readCache;
    if (!miss || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? JSON_TYPE);
    const plain = cachedPage(200, payload, { 'content-type': contentType });
    // A page's render reads it uncompressed: compressing it now would be work no one uses (until a client asks).
    const page = isRenderCall(request) ? plain : await withEncodings(plain);
    app.pageCache.set(miss.key, page, miss.generation, readsOf(request.routeOptions.url ?? ''));
    // This first answer goes out as every later one will: the same coding, the same ETag.
    const encoding = chooseEncoding(request.headers['accept-encoding'], page);
    const etag = encodedEtag(page.etag, encoding);
    reply.header('etag', etag);
    if (page.encoded) reply.header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    if (!encoding || !page.encoded) return payload;
    reply.header('content-encoding', encoding);
    return page.encoded[encoding];
  });
}
