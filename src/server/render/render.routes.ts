/**
 * Every GET that is not the API, an image or a built asset: the server render of the public site.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ERROR_CODES } from '../../shared/schemas/common';
import { createApi, type Transport, type TransportResponse } from '../../web/api/client';
import { isClientOnlyPath } from '../../web/client-only-paths';
import { createPageRenderer, isPrivatePath, renderShell } from '../../web/entry-server';
import type { ContactFormState } from '../../web/public/contact/form-state';
import { readsOf } from '../content/kinds';
import { DATABASE_RETRY_AFTER_SECONDS, HttpError, notFound } from '../errors';
import { REQUEST_ID_HEADER } from '../request-id';
import { readClientAssets } from './assets';
import { canonicalPagePath, keptQuery } from './canonical-address';
import { contactPage } from './contact-page';
import { sendCached, withEncodings } from './encodings';
import { FAVICON_SVG } from './favicon';
import { keptReads, type SizedTransport, unsized } from './kept-reads';
import { cachedPage, type Produced, type Reads } from './page-cache';
import { isOwnPath, pageKey, pageUrl } from './page-key';
import { RENDER_CALLER } from './render-caller';
import { SPECULATION_RULES, SPECULATION_RULES_HEADER, SPECULATION_RULES_PATH } from './speculation';
import { subscriptionPages } from './subscription-pages';
import { type Faults, parseFaults, TEST_FAULTS_HEADER } from './test-faults';

/** Seconds a visitor or crawler is asked to wait when a page's data could not be read. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = DATABASE_RETRY_AFTER_SECONDS;
const UNAVAILABLE_HEADERS = { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' };
const NO_BODY = Buffer.alloc(0);

/** The headers of a public page besides its ETag and coding (the front door sends the same). */
export const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  // Browsers and proxies may keep a copy but must check it is current (a 304 when it is).
  'cache-control': 'public, no-cache',
  'speculation-rules': SPECULATION_RULES_HEADER,
});

/** What one page render has fetched so far: each GET of the API at most once, and whether any failed. */
interface RenderData {
  answers: Map<string, Promise<TransportResponse>>;
  /** The highest status of a 5xx API answer the page's data came from; 0 while none failed. */
  failedStatus: number;
  /** Answers a browser test put in place of the API's (test-faults.ts). */
  faults?: Faults;
  /** Read everything anew: a page that is never kept (a preview) keeps no data either. */
  fresh?: boolean;
  /** The id of the visitor's request the render is for: its API calls carry it into the log (request-id.ts). */
  requestId?: string;
  /** The kinds of record its API calls read so far (kinds.ts); null once one read a kind of its own (anything). */
  reads: Set<string> | null;
}

export interface RenderOptions {
  /** The answer to the contact form posted without JavaScript, for the contact page to show (contact-page.ts). */
  contactForm?: ContactFormState;
  faults?: Faults | undefined;
  fresh?: boolean;
  requestId?: string;
}

const noteFailure = (data: RenderData, status: number) => {
  if (status >= 500) data.failedStatus = Math.max(data.failedStatus, status);
};

/**
 * The API client of one render, bound to `inject`: a server render never opens a socket to itself. Each anonymous
 * GET is made at most once per render (the layout and a page may ask alike) and shared through `shared` with later
 * renders; the render learns of every failed answer its data came from.
 */
function renderTransport(app: FastifyInstance, shared: ReturnType<typeof keptReads>, data: RenderData): Transport {
  const sized: SizedTransport = async ({ method, path: url, body, headers }) => {
    const fault = data.faults?.get(url.split('?')[0] as string);
    if (fault) return { response: fault, bytes: 0 };
    const response = await app.inject({
      method,
      url,
      remoteAddress: RENDER_CALLER,
      headers: {
        accept: 'application/json',
        ...(data.requestId ? { [REQUEST_ID_HEADER]: data.requestId } : {}),
        ...headers,
      },
      // These options are ours, not a caller's: checking them against inject's schema on every call is waste.
      validate: false,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const text = response.body;
    return {
      response: { status: response.statusCode, body: text ? JSON.parse(text) : undefined },
      bytes: text.length,
    };
  };
  const send = unsized(sized);
  // The page shows the block's error message; it must not be kept as if it were the content. Every render that
  // waited on a shared answer learns that it failed, not only the one that asked first.
  const noted = (answer: Promise<TransportResponse>) =>
    answer.then((response) => {
      noteFailure(data, response.status);
      return response;
    });

  return (request) => {
    const reads = readsOf(request.path);
    if (reads === null) data.reads = null;
    else for (const kind of reads) data.reads?.add(kind);
    // Only anonymous reads are shared: a call with credentials may see more.
    if (request.method !== 'GET' || Object.keys(request.headers ?? {}).length > 0) return noted(send(request));
    let answer = data.answers.get(request.path);
    if (!answer) {
      answer = noted(app.pageCache.enabled && !data.fresh ? shared(request, sized) : send(request));
      data.answers.set(request.path, answer);
    }
    return answer;
  };
}

/**
 * The server render of `app`'s public pages: `render(url, options)` renders one page with its own API client, and
 * answers the result, whether its data failed to load (the highest 5xx status; 0 when none) and what it read.
 */
export function createRenderer(app: FastifyInstance, assets: ReturnType<typeof readClientAssets>) {
  const shared = keptReads(app.pageCache);
  const renderUrl = createPageRenderer(assets);
  return async (url: URL, options: RenderOptions = {}) => {
    const data: RenderData = {
      answers: new Map(),
      failedStatus: 0,
      reads: new Set(),
      ...(options.requestId ? { requestId: options.requestId } : {}),
      ...(options.faults ? { faults: options.faults, fresh: true } : {}),
      ...(options.fresh ? { fresh: true } : {}),
    };
    const result = await renderUrl(
      url,
      createApi(renderTransport(app, shared, data)),
      options.contactForm ? { contactForm: options.contactForm } : {},
    );
    return { result, failedStatus: data.failedStatus, reads: data.reads as Reads };
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
  const render = createRenderer(app, assets);
  const shell = renderShell(assets);

  /** One render of `url`; kept only when every piece of its data loaded. */
  async function renderPage(url: URL, options: RenderOptions & { once?: boolean } = {}): Promise<Produced> {
    const { once, ...renderOptions } = options;
    const { result, failedStatus, reads } = await render(url, renderOptions);
    if (result.kind === 'redirect') {
      return {
        page: { status: result.status, body: NO_BODY, etag: '', headers: { location: result.location } },
        keep: false,
      };
    }
    if (failedStatus === 503) {
      // The database is unreachable: the page says so (SPEC 8's messages), and search engines and
      // browsers are told to come back rather than index or keep it.
      return {
        page: { status: 503, body: Buffer.from(result.html), etag: '', headers: UNAVAILABLE_HEADERS },
        keep: false,
      };
    }
    const failed = failedStatus > 0 || result.status >= 500;
    if (failed) return { page: { status: result.status, body: Buffer.from(result.html), etag: '' }, keep: false };
    // Compressed once here, when it is kept; every visitor after gets the same bytes. With the cache off, or for
    // a page sent once, every request would pay for a compression only it uses: the page goes out as it is.
    const page = cachedPage(result.status, result.html);
    return { page: app.pageCache.enabled && !once ? await withEncodings(page) : page, keep: true, reads };
  }

  subscriptionPages(app, renderPage);
  contactPage(app, renderPage);

  app.get('/favicon.svg', (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG),
  );
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get(SPECULATION_RULES_PATH, (_request, reply) =>
    reply
      .header('content-type', 'application/speculationrules+json')
      .header('cache-control', 'public, max-age=3600')
      .send(SPECULATION_RULES),
  );

  app.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) throw notFound();
    // Rendered from its path and the query parameters it reads only: `/?r=<random>` is `/`.
    const url = pageUrl(request.url, app.config.publicUrl);
    if (isClientOnlyPath(url.pathname)) {
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(shell);
    }
    // Before the page cache: a page is kept under its one address only (canonical-address.ts).
    const canonical = canonicalPagePath(url.pathname);
    if (canonical !== null) return reply.redirect(canonical + keptQuery(request.url, app.config.publicUrl), 301);
    const faultsHeader = app.config.testFaults ? request.headers[TEST_FAULTS_HEADER] : undefined;
    if (typeof faultsHeader === 'string') {
      const faults = parseFaults(faultsHeader);
      if (!faults)
        throw new HttpError(400, ERROR_CODES.validation, `${TEST_FAULTS_HEADER} must be a JSON object of API paths`);
      const { page } = await renderPage(url, { faults, requestId: request.id });
      return reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page.body);
    }
    if (isPrivatePath(url.pathname)) {
      // For one reader, with the post as it is now: never kept here or by anyone else, never indexed.
      const { page } = await renderPage(url, { fresh: true, requestId: request.id });
      return reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .headers(page.headers ?? {})
        .send(page.body);
    }
    // Kept only when asked for by its own path: the front door answers a kept path without routing it, and
    // `/x/../api/y` (the page /api/y) is routed here though `/api/y` is not.
    const page = isOwnPath(request.url, url)
      ? await app.pageCache.load(pageKey(url), () => renderPage(url, { requestId: request.id }))
      : (await renderPage(url, { requestId: request.id, once: true })).page;
    if (page.status >= 300 && page.status < 400)
      return reply
        .code(page.status)
        .headers(page.headers ?? {})
        .send();
    reply
      .code(page.status)
      .headers(PAGE_HEADERS)
      .headers(page.headers ?? {});
    const sent = sendCached(request, reply, page);
    // Counted as the front door counts a kept page: the page's own path, the query as sent (its utm_ parameters).
    const query = request.url.indexOf('?');
    app.analytics?.count({
      method: request.method,
      url: query < 0 ? url.pathname : url.pathname + request.url.slice(query),
      headers: request.headers,
      address: request.ip,
      status: reply.statusCode,
      connection: request.raw.socket,
    });
    return sent;
  });
};
