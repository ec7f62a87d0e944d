/**
 * Request ids (issue 15): every log line of a request carries its id (`reqId`), and the API calls a server render
 * makes for it carry the same id, so that the lines of one page view are found together. An id given by a proxy in
 * `X-Request-Id` is kept when it is a plain token (letters, digits, `.`, `_`, `:`, `-`, at most 100), so that the
 * proxy's log and the site's agree; otherwise the site makes one.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const TOKEN = /^[\w.:-]{1,100}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && TOKEN.test(given) ? given : randomUUID();
}
