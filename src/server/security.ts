/**
 * Security headers on every response, and CORS only for configured origins.
 * Scripts come only from our own origin (no inline script anywhere; see docs/decisions/002).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once: they depend on nothing in the request.
 * (@fastify/helmet builds helmet's middleware, and checks the whole policy again, on every request.)
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** The security headers of every answer (the front door sends them too). */
export const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // HSTS only means something over https; it is added below when the request came that way.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** Added to those of an answer to a request made over https. */
export const HSTS_HEADER: Readonly<Record<string, string>> = Object.freeze({
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
});

/**
 * The protocol a trusted proxy says the request came by: the last entry of X-Forwarded-Proto (the one the nearest
 * proxy added), as Fastify's `request.protocol` reads it; undefined when no proxy is trusted or none said.
 */
export function forwardedProto(headers: IncomingHttpHeaders, trustProxy: boolean): string | undefined {
  const forwarded = headers['x-forwarded-proto'];
  if (!trustProxy || !forwarded) return undefined;
  return String(forwarded).split(',').pop()?.trim();
}

/** Sets them on an answer: from the hook below, and where no hook runs (a path that cannot be decoded). */
export function setSecurityHeaders(reply: FastifyReply, https: boolean) {
  reply.headers(SECURITY_HEADERS);
  if (https) reply.headers(HSTS_HEADER);
}

export async function registerSecurity(app: FastifyInstance, options: { corsOrigins: string[] }) {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply, request.protocol === 'https');
    done();
  });
  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    });
  }
}
