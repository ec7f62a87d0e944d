/**
 * Cached answers are compressed once, when they are kept, and every later answer sends the bytes as
 * they are: brotli or gzip, whichever the client accepts (brotli first), or the plain body. Each
 * encoding has its own ETag (RFC 9110: a representation's tag changes with its coding).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './page-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than the headers it adds. */
const MIN_BYTES = 1024;

/**
 * A page is compressed once per save, as it is first asked for: at quality 6 brotli costs ~1 ms for the 74 KB home
 * page where 9 cost 14 ms and 11 cost 58 ms, for 0.8% and 12% fewer bytes (decision 049).
 * Built assets, compressed once at build, keep quality 11 (scripts/compress.mjs).
 */
export const PAGE_BROTLI_QUALITY = 6;
export const PAGE_GZIP_LEVEL = 6;

export type Encoding = 'br' | 'gzip';

/** Whether a kept page is worth compressing and is not yet. */
export const compressible = (page: CachedPage) => !page.encoded && page.body.length >= MIN_BYTES && Boolean(page.etag);

/**
 * Brotli's window, in bits, for a body of `bytes`: the smallest that holds the whole body, so every match is still
 * in reach (the demo's pages came out the same or a few bytes smaller, decision 058). The encoder's ring buffer is
 * twice the window: at the default 22 bits each page over 64 KB (the home page) took an 8 MB buffer, which each
 * thread of the pool then kept.
 */
export const brotliWindowBits = (bytes: number) =>
  Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))));

/** The page with its brotli and gzip bodies, made off the main thread (zlib runs in the thread pool). */
export async function withEncodings(page: CachedPage): Promise<CachedPage> {
  if (page.body.length < MIN_BYTES || !page.etag) return page;
  const [br, gz] = await Promise.all([
    brotli(page.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(page.body.length),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(page.body, { level: PAGE_GZIP_LEVEL }),
  ]);
  return { ...page, encoded: { br, gzip: gz } };
}

/** Distinct Accept-Encoding values remembered with the coding they pick; browsers send a handful. */
const ACCEPTED_MEMO_ENTRIES = 64;
const acceptedMemo = new Map<string, Encoding | null>();

/** The coding an Accept-Encoding asks for first among those kept: brotli when accepted, else gzip, else none. */
function acceptedEncoding(acceptEncoding: string): Encoding | null {
  let encoding = acceptedMemo.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (acceptedMemo.size >= ACCEPTED_MEMO_ENTRIES) acceptedMemo.clear();
    acceptedMemo.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** The coding to send for this Accept-Encoding: brotli when accepted, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, page: CachedPage): Encoding | null {
  if (!page.encoded || !acceptEncoding) return null;
  return acceptedEncoding(acceptEncoding);
}

/** The ETag of one coding of a page: the body's tag with the coding added. */
export const encodedEtag = (etag: string, encoding: Encoding | null) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/**
 * Sends a kept answer: its headers, the ETag of the coding chosen, 304 when the client has that one,
 * else the body as kept. Nothing is copied or compressed here.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], page);
  if (page.encoded) reply.header('vary', 'Accept-Encoding');
  if (page.etag) {
    const etag = encodedEtag(page.etag, encoding);
    reply.header('etag', etag);
    if (page.status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  if (!encoding || !page.encoded) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
}
