/**
 * The front door (issue 11, docs/decisions/032): what is already in memory, a kept public page or a kept image, is
 * answered by Node's HTTP server before Fastify builds a request, runs its hooks and routes it (a page's 304 too,
 * when the browser has its current ETag). The answer is the
 * one the route sends, byte for byte and header for header (tests/api/front-door.test.ts compares them), worked
 * out once per kept page and sent as it is.
 *
 * Everything else goes to Fastify, as does any request whose answer could differ from the kept one: not a GET,
 * a `%` anywhere in the address (Fastify decodes it, and the input guard may refuse it), a cross-origin request when
 * CORS is on, a test's faults, a stop under way, and everything when every
 * request is logged. A page is kept only from a request whose path is the page's own (render.routes.ts), so a path
 * found in the cache is a path Fastify routes to the page route.
 */
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { UPLOADS_PATH } from '../shared/images';
import type { PageRequest } from './analytics/counter';
import { type KeptHead, keptHead, sendKept } from './kept-head';
import { imageHeaders } from './media/media.routes';
import type { MemoryCachedStorage } from './media/memory-cache';
import type { StoredFile } from './media/storage';
import { chooseEncoding, type Encoding, encodedEtag } from './render/encodings';
import type { CachedPage, PageCache } from './render/page-cache';
import { isOwnPath, pageKey, pageUrl } from './render/page-key';
import { PAGE_HEADERS } from './render/render.routes';
import { TEST_FAULTS_HEADER } from './render/test-faults';
import { forwardedProto, HSTS_HEADER, SECURITY_HEADERS } from './security';

/** What the front door needs of the app, given once the app's routes are in place. */
export interface FrontDoorParts {
  pageCache: PageCache;
  storage: MemoryCachedStorage;
  publicUrl: string;
  trustProxy: boolean;
  draining: { active: boolean };
  /** CORS is on: a request with an Origin goes to Fastify, whose CORS plugin answers it. */
  cors: boolean;
  /** Test faults are on (a test's header makes the page route render anew). */
  testFaults: boolean;
  /** Counts a page view (analytics, issue 28), as the page route does; null when counting is off. */
  countView: ((view: PageRequest) => void) | null;
}

/** Told of each answer sent here, as /metrics counts Fastify's (route pattern, status, seconds). */
export type AnswerObserver = (route: string, status: number, seconds: number) => void;

/** One coding of a kept page: its body, its ETag, and the heads of its 200 and its 304, each without and with HSTS. */
interface CodedAnswer {
  body: Buffer;
  etag: string;
  full: [KeptHead, KeptHead];
  unchanged: [KeptHead, KeptHead];
}

/** A kept page's answers, one per coding. */
interface PageAnswers {
  status: number;
  plain: CodedAnswer;
  br?: CodedAnswer;
  gzip?: CodedAnswer;
}

const PAGE_ROUTE = '/*';
const IMAGE_ROUTE = `${UPLOADS_PATH}/:name`;
const IMAGE_PREFIX = `${UPLOADS_PATH}/`;
/** A stored image's name: what Fastify's router passes as `:name` unchanged (its default maxParamLength). */
const IMAGE_NAME = /^[\w.-]{1,100}$/;
/**
 * A path of plain segments with no query: its page key is itself (the URL parser changes nothing in it), so the
 * parser is not run for it.
 */
const PLAIN_PATH = /^(?:\/[\w-]+)*\/?$/;

/** The head and its HSTS twin (an https request gets that header too, as security.ts adds it). */
function withAndWithoutHsts(status: number, headers: Record<string, string>): [KeptHead, KeptHead] {
  return [keptHead(status, headers), keptHead(status, { ...headers, ...HSTS_HEADER })];
}

export class FrontDoor {
  /** Answers sent here since the start (tests read it: an answer from memory must be the route's). */
  answered = 0;
  /** Of those, the answers whose head was written here, not by Node's writeHead (tests read it). */
  headsWritten = 0;
  private parts: FrontDoorParts | null = null;
  private observe: AnswerObserver | null = null;
  private readonly pages = new WeakMap<CachedPage, PageAnswers>();
  private readonly images = new WeakMap<StoredFile, [KeptHead, KeptHead]>();

  /** Starts answering (the app is built and every route is in place). */
  open(parts: FrontDoorParts): void {
    this.parts = parts;
  }

  /** Counts each answer, as /metrics counts Fastify's. */
  observeAnswers(observer: AnswerObserver): void {
    this.observe = observer;
  }

  /** Answers `request` from memory and says true, or leaves it untouched for Fastify and says false. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const parts = this.parts;
    const url = request.url;
    if (!parts || request.method !== 'GET' || !url || url.charCodeAt(0) !== 47 || url.includes('%')) return false;
    if (parts.draining.active) return false;
    // Node makes `request.headers` from the raw lines on first use: an image asked for plainly never needs it.
    if (parts.cors && request.headers.origin !== undefined) return false;
    if (parts.testFaults && request.headers[TEST_FAULTS_HEADER] !== undefined) return false;
    const started = this.observe ? performance.now() : 0;
    const https = this.isHttps(request, parts) ? 1 : 0;

    if (url.startsWith(IMAGE_PREFIX)) {
      const query = url.indexOf('?');
      const name = url.slice(IMAGE_PREFIX.length, query < 0 ? undefined : query);
      const file = parts.storage.peek(name);
      if (!file) return false;
      let heads = this.images.get(file);
      if (!heads) {
        // A file is kept under one name: the name is checked the first time, not on every answer.
        if (!IMAGE_NAME.test(name)) return false;
        heads = withAndWithoutHsts(200, {
          ...SECURITY_HEADERS,
          ...imageHeaders(file.contentType),
          'content-length': String(file.data.length),
        });
        this.images.set(file, heads);
      }
      if (sendKept(request, response, heads[https], file.data)) this.headsWritten++;
      this.answered++;
      this.observe?.(IMAGE_ROUTE, 200, (performance.now() - started) / 1000);
      return true;
    }

    const page = parts.pageCache.hit(PLAIN_PATH.test(url) ? url : this.keyOf(url, parts.publicUrl));
    if (!page || (page.status >= 300 && page.status < 400)) return false;
    const answers = this.answersFor(page);
    const headers = request.headers;
    const encoding = chooseEncoding(headers['accept-encoding'], page);
    const coded = (encoding && answers[encoding]) || answers.plain;
    // The browser has this very coding (its ETag, as the page route compares it): a 304 with no body.
    const unchanged = answers.status === 200 && coded.etag !== '' && headers['if-none-match'] === coded.etag;
    if (
      sendKept(
        request,
        response,
        unchanged ? coded.unchanged[https] : coded.full[https],
        unchanged ? undefined : coded.body,
      )
    ) {
      this.headsWritten++;
    }
    this.answered++;
    const status = unchanged ? 304 : answers.status;
    this.observe?.(PAGE_ROUTE, status, (performance.now() - started) / 1000);
    parts.countView?.({
      method: 'GET',
      url,
      headers,
      address: this.clientAddress(request, parts),
      status,
      connection: request.socket,
    });
    return true;
  }

  /** The page key of `url` (page-key.ts), or '' when it does not ask for the page by its own path. */
  private keyOf(url: string, publicUrl: string): string {
    const target = pageUrl(url, publicUrl);
    return isOwnPath(url, target) ? pageKey(target) : '';
  }

  /** As Fastify's `request.ip` reads it: a trusted proxy's X-Forwarded-For (its first address), else the socket. */
  private clientAddress(request: IncomingMessage, parts: FrontDoorParts): string {
    const forwarded = parts.trustProxy ? request.headers['x-forwarded-for'] : undefined;
    if (typeof forwarded === 'string' && forwarded !== '') return (forwarded.split(',')[0] as string).trim();
    return request.socket.remoteAddress ?? '';
  }

  /** As Fastify's `request.protocol` reads it: a trusted proxy's X-Forwarded-Proto, else the socket. */
  private isHttps(request: IncomingMessage, parts: FrontDoorParts): boolean {
    const forwarded = parts.trustProxy ? forwardedProto(request.headers, true) : undefined;
    return forwarded !== undefined
      ? forwarded === 'https'
      : (request.socket as { encrypted?: boolean }).encrypted === true;
  }

  /** The headers of each answer of `page`, as the page route sets them (render.routes.ts, encodings.ts). */
  private answersFor(page: CachedPage): PageAnswers {
    let answers = this.pages.get(page);
    if (answers) return answers;
    const base = { ...SECURITY_HEADERS, ...PAGE_HEADERS, ...page.headers };
    const vary: Record<string, string> = page.encoded ? { vary: 'Accept-Encoding' } : {};
    const coded = (encoding: Encoding | null, body: Buffer): CodedAnswer => {
      const etag = page.etag ? encodedEtag(page.etag, encoding) : '';
      const unchanged = { ...base, ...vary, ...(etag ? { etag } : ({} as Record<string, string>)) };
      return {
        body,
        etag,
        unchanged: withAndWithoutHsts(304, unchanged),
        full: withAndWithoutHsts(page.status, {
          ...unchanged,
          ...(encoding ? { 'content-encoding': encoding } : ({} as Record<string, string>)),
          'content-length': String(body.length),
        }),
      };
    };
    answers = {
      status: page.status,
      plain: coded(null, page.body),
      ...(page.encoded ? { br: coded('br', page.encoded.br), gzip: coded('gzip', page.encoded.gzip) } : {}),
    };
    this.pages.set(page, answers);
    return answers;
  }
}

/** The settings Fastify gives its own HTTP server (fastify/lib/server.js). */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory`: Node's HTTP server, set up as Fastify sets up its own, with the front door before
 * Fastify's handler.
 */
export function frontDoorServer(door: FrontDoor) {
  return (handler: RequestListener, settings: Record<string, unknown>): Server => {
    const options = settings as ServerSettings;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!door.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
