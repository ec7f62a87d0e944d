/**
 * Checks every request makes before any route sees it, so that bad input is a 4xx in the one error shape
 * and never a 500 (docs/decisions/018):
 * - text no column can hold: a C0 control character other than tab, LF and CR (PostgreSQL text refuses
 *   NUL outright; no form field has a use for the others) or a lone UTF-16 surrogate, in any decoded
 *   query value, path parameter or JSON body string (keys included). Multipart fields are read by the
 *   route itself and checked by `validateForm` with the same rule;
 * - a path that cannot be decoded (`/%ff`), answered by `frameworkErrors` before any route or hook runs;
 * - a method and path no route has.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../shared/admin-messages';
import { BAD_ADDRESS_PATH } from '../shared/limits';
import { ERROR_CODES, type ErrorBody } from '../shared/schemas/common';
import { HttpError, notFound } from './errors';
import { forwardedProto, setSecurityHeaders } from './security';

export const UNSTORABLE_TEXT_MESSAGE = 'Remove the control characters or broken text from this field.';
export const BAD_URL_MESSAGE = 'The address is not valid.';

const UNSTORABLE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Enough to show a user what to fix; a body with thousands of bad strings need not be listed in full. */
const MAX_FIELDS_REPORTED = 20;

export const isStorableText = (text: string) => !UNSTORABLE_TEXT.test(text);

/** Parsed JSON, a query or params object (whose prototypes vary by parser); never a raw body's bytes. */
const isContainer = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);

/**
 * The fields of `value` (query, params, a parsed body or a form's fields) holding text that cannot be
 * stored, named as the error handler names a field (`sections.0.title`). Walks without recursion: a 1 MB
 * body can nest some 200,000 levels deep.
 */
export function findUnstorableText(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  const report = (path: string) => {
    const name = path === '' ? 'body' : path === '*' ? 'path' : path;
    if (!(name in fields)) {
      fields[name] = UNSTORABLE_TEXT_MESSAGE;
      count++;
    }
  };
  const pending: Array<[string, unknown]> = [['', value]];
  while (pending.length > 0 && count < MAX_FIELDS_REPORTED) {
    const [path, current] = pending.pop() as [string, unknown];
    if (typeof current === 'string') {
      if (!isStorableText(current)) report(path);
    } else if (isContainer(current)) {
      for (const key of Object.keys(current)) {
        // A bad key is reported under its parent: the key itself is what cannot be shown.
        if (!isStorableText(key)) report(path);
        else pending.push([path === '' ? key : `${path}.${key}`, current[key]]);
      }
    }
  }
  return fields;
}

export const unstorableText = (fields: Record<string, string>) =>
  new HttpError(400, ERROR_CODES.validation, API_MESSAGES.validationFailed, fields);

/** A browser's request for a page (not the API): it gets a page, not the API's JSON (issue 27). */
const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !/^\/api(?:[/?%]|$)/i.test(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/** The bad-address page (BadAddressPage.tsx), rendered by the page route, with its 400. */
async function sendBadAddressPage(reply: FastifyReply) {
  const page = await reply.server.inject({ method: 'GET', url: BAD_ADDRESS_PATH });
  return reply
    .code(400)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page.body);
}

/**
 * `frameworkErrors`: Fastify answers a path it cannot decode before any hook runs, so this answer sets the
 * security headers itself and uses the one error shape. The request Fastify builds for it ignores
 * `trustProxy`, hence the forwarded protocol is read here.
 */
export function answerFrameworkError(trustProxy: boolean) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(reply, request.protocol === 'https' || forwardedProto(request.headers, trustProxy) === 'https');
    if (error.code === 'FST_ERR_BAD_URL') {
      if (wantsPage(request)) return sendBadAddressPage(reply);
      return reply.code(400).send({ message: BAD_URL_MESSAGE, code: ERROR_CODES.validation } satisfies ErrorBody);
    }
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply.code(414).send({ message: API_MESSAGES.tooLarge, code: ERROR_CODES.tooLarge } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: API_MESSAGES.internal, code: ERROR_CODES.internal } satisfies ErrorBody);
  };
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = {
      ...findUnstorableText(request.params),
      ...findUnstorableText(request.query),
      ...findUnstorableText(request.body),
    };
    done(Object.keys(fields).length > 0 ? unstorableText(fields) : undefined);
  });
  // Every GET is a page (render.routes.ts); any other method on a path no route has lands here.
  app.setNotFoundHandler(() => {
    throw notFound();
  });
}
