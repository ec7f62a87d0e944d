/**
 * The one error handler (STYLE.md 6): every 4xx in the shape API.md gives, every 5xx logged with its
 * request id and answered with a generic message, so no stack, SQL or path ever reaches a client.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../shared/admin-messages';
import { ERROR_CODES, type ErrorBody } from '../shared/schemas/common';

/** Seconds a client is asked to wait while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds, for a 429: sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/**
 * A write named a version of record `id` (in `table`) that is no longer current (content/write.ts). Answered 409 with
 * the record as it is now by history/conflict.ts; left alone it would be a 500.
 */
export class StaleVersion extends Error {
  constructor(
    readonly table: string,
    readonly id: string,
  ) {
    super(`stale version of ${table} ${id}`);
  }
}

export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, ERROR_CODES.rateLimited, message, undefined, retryAfterSeconds);

export const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, ERROR_CODES.notFound, message);

/**
 * Connection-level failures (server down, restarting, refusing, or every pooled connection busy past the pool's wait):
 * the client should retry later.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = String(e.code ?? '');
  if (/^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EPIPE|57P0[1-3]|08\d{3})$/.test(code)) return true;
  if (
    e instanceof Error &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      e.message,
    )
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

/** Answered to a multipart body that cannot be read: no or a bad boundary, cut short, a forbidden field name. */
export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Send it again.';

/**
 * What busboy (inside @fastify/multipart) throws for a body that is not the multipart it claims to be.
 * Its errors carry no code or status, only these messages; left alone they would be a 500.
 */
const MALFORMED_MULTIPART =
  /^(?:Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot)/;

const isMalformedMultipart = (error: FastifyError, request: FastifyRequest) =>
  error.code === 'FST_MP_PREMATURE_CLOSE' ||
  error.code === 'FST_PROTO_VIOLATION' ||
  error.code === 'FST_INVALID_JSON_FIELD_ERROR' ||
  (error.code === undefined &&
    error.statusCode === undefined &&
    request.isMultipart?.() === true &&
    MALFORMED_MULTIPART.test(error.message));

/** The API.md code of a 4xx a library raised with its own code (FST_...): clients see only ours. */
const CODE_OF_STATUS: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthenticated,
  404: ERROR_CODES.notFound,
  406: ERROR_CODES.unsupportedMedia,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  414: ERROR_CODES.tooLarge,
  415: ERROR_CODES.unsupportedMedia,
  429: ERROR_CODES.rateLimited,
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, body: ErrorBody) => reply.code(status).send(body);

  if (error instanceof HttpError) {
    if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
    return send(error.statusCode, {
      message: error.message,
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      fields[key] ??= issue.message ?? API_MESSAGES.validationFailed;
    }
    return send(400, { message: API_MESSAGES.validationFailed, code: ERROR_CODES.validation, fields });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(400, { message: API_MESSAGES.invalidJson, code: ERROR_CODES.validation });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return send(415, { message: API_MESSAGES.unsupportedBody, code: ERROR_CODES.unsupportedMedia });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(413, { message: API_MESSAGES.tooLarge, code: ERROR_CODES.tooLarge });
  }
  if (isMalformedMultipart(error, request)) {
    return send(400, { message: UNREADABLE_FORM_MESSAGE, code: ERROR_CODES.validation });
  }
  if (error.statusCode === 429) {
    return send(429, { message: API_MESSAGES.rateLimited, code: ERROR_CODES.rateLimited });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    // Come back later, as a page says in the same case (render.routes.ts).
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(503, { message: API_MESSAGES.unavailable, code: ERROR_CODES.unavailable });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const status = error.statusCode === 406 ? 415 : error.statusCode;
    return send(status, { message: error.message, code: CODE_OF_STATUS[status] ?? ERROR_CODES.validation });
  }
  request.log.error({ err: error }, 'request failed');
  return send(500, { message: API_MESSAGES.internal, code: ERROR_CODES.internal });
}

/** How long a connection answered by answerClientError may go on sending before it is cut. */
const CLIENT_ERROR_DRAIN_MS = 5000;

/**
 * A request Node.js could not read (a request line or headers past 16 KB, a malformed request, headers too slow),
 * so that no route sees it: answered in the API's error shape with `Connection: close`, as nothing after it on
 * the connection can be read. The rest of what the client sends is read and dropped before the connection closes
 * (for a few seconds at most), so that it sees the answer rather than a reset.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, API_MESSAGES.headersTooLarge, ERROR_CODES.tooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, API_MESSAGES.requestTimeout, ERROR_CODES.validation]
        : [400, API_MESSAGES.unreadable, ERROR_CODES.validation];
  const body = JSON.stringify({ message, code } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
  );
  socket.resume();
  socket.setTimeout(CLIENT_ERROR_DRAIN_MS, () => socket.destroy());
}
