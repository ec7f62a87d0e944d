/**
 * One log line per request, after its answer: at debug for every request, at info only for what an
 * operator must see (a server error, or a request slower than SLOW_REQUEST_MS). Fastify's own two lines
 * per request (and per internal call of the server render) are off: at the default level a cached page
 * costs no logging at all. At debug, the API calls of a server render are logged as 'render call'. Under
 * `npm start` (not production) every request of a visitor is one readable line at info.
 */
import type { FastifyInstance } from 'fastify';
import { isRenderCall } from './render/render-caller';

export const SLOW_REQUEST_MS = 1000;

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
/** Whether a log set to `level` writes a line at `line` (pino's order; no logger or 'silent' writes none). */
const logs = (level: string | undefined, line: string) => (LEVELS[level ?? ''] ?? Infinity) <= (LEVELS[line] ?? 0);

/**
 * Registers the hook; says whether a request that went well is written to the log at the level set (the front door
 * then lets every request through to it).
 */
export function registerRequestLog(app: FastifyInstance, readable = false): boolean {
  const everyRequest = readable || logs(app.log.level, 'debug');
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const serious = status >= 500 || ms >= SLOW_REQUEST_MS;
    if (!serious && !everyRequest) return;
    // The path only: a query may carry a token or a visitor's words (docs/decisions/017).
    const url = request.url.split('?')[0] as string;
    // A render's API call says so in its fields too, so that a slow one is told apart from a visitor's request.
    const renderCall = isRenderCall(request);
    const line = {
      method: request.method,
      url,
      status,
      ms: Math.round(ms * 10) / 10,
      ...(renderCall && { renderCall }),
    };
    const said = `${request.method} ${url} ${status} ${line.ms} ms`;
    // The readable log shows the message alone (main.ts hides the fields), so there the message says it all.
    if (serious) {
      const kind = status >= 500 ? 'request failed' : 'slow request';
      request.log.info(line, readable ? `${kind}: ${said}` : kind);
    }
    // The API calls a server render makes through `inject` are told apart from the visitors' requests, and
    // stay at debug in the readable log too.
    else if (renderCall) request.log.debug(line, 'render call');
    else if (readable) request.log.info(line, said);
    else request.log.debug(line, 'request');
  });
  return readable ? logs(app.log.level, 'info') : everyRequest;
}
