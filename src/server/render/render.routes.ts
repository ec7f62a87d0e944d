/**
 * Every GET that is not the API, an image or a built asset: the server render of the public site.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createApi, type Transport, type TransportResponse } from '../../web/api/client';
import { createPageRenderer, renderShell } from '../../web/entry-server';
import { isClientOnlyPath } from '../../web/routes';
import { notFound } from '../errors';
import { readClientAssets } from './assets';
import { FAVICON_SVG } from './favicon';

/** The API client bound to `inject`: a server render never opens a socket to itself. */
/** The GET answers already fetched while rendering the current page (the layout and a page may ask alike). */
const renderMemo = new AsyncLocalStorage<Map<string, Promise<TransportResponse>>>();

/** Runs one page render; within it, each GET of the API is made at most once. */
export const withRenderMemo = <T>(render: () => Promise<T>) => renderMemo.run(new Map(), render);

export function injectTransport(app: FastifyInstance): Transport {
  const send: Transport = async ({ method, path: url, body, headers }) => {
    const response = await app.inject({
      method,
      url,
      headers: { accept: 'application/json', ...headers },
      // These options are ours, not a caller's: checking them against inject's schema on every call is waste.
      validate: false,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const text = response.body;
    return { status: response.statusCode, body: text ? JSON.parse(text) : undefined };
  };
  return (request) => {
    const memo = renderMemo.getStore();
    // Only anonymous reads are shared: a call with credentials may see more.
    if (!memo || request.method !== 'GET' || Object.keys(request.headers ?? {}).length > 0) return send(request);
    let answer = memo.get(request.path);
    if (!answer) {
      answer = send(request);
      memo.set(request.path, answer);
    }
    return answer;
  };
}

export const renderRoutes: FastifyPluginAsync = async (app) => {
  const assetsDir = path.join(app.config.clientDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
    await app.register(fastifyStatic, {
      root: path.join(app.config.clientDir, 'images'),
      prefix: '/images/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
    });
  } else {
    app.log.warn(
      `no client build at ${app.config.clientDir}: pages render without scripts or styles (run npm run build)`,
    );
  }
  const assets = readClientAssets(app.config.clientDir);
  const render = createPageRenderer(createApi(injectTransport(app)), assets);
  const shell = renderShell(assets);

  app.get('/favicon.svg', (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG),
  );
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));

  app.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) throw notFound();
    const url = new URL(request.url, app.config.publicUrl);
    if (isClientOnlyPath(url.pathname)) {
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(shell);
    }
    const key = url.pathname + url.search;
    let page = app.pageCache.get(key);
    if (!page) {
      const result = await withRenderMemo(() => render(url));
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      // Only pages that rendered as intended are kept; a page that failed is rendered afresh next time.
      page =
        result.status < 500
          ? app.pageCache.set(key, result)
          : { status: result.status, body: Buffer.from(result.html), etag: '' };
    }
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      // Browsers and proxies may keep a copy but must check it is current (a 304 when it is).
      .header('cache-control', 'public, no-cache');
    if (page.etag) {
      reply.header('etag', page.etag);
      if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    }
    return reply.send(page.body);
  });
};
