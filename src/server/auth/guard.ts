/**
 * The one guard (STYLE.md 3): every route under /api needs a valid administrator's token unless it is
 * declared `config: { public: true }`. A route that forgets to say anything is protected.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import { ERROR_CODES } from '../../shared/schemas/common';
import { HttpError } from '../errors';
import { type AdminRow, findAdminById } from './admins.service';
import { verifySession } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to visitors: no token needed. Everything else under /api is for administrators only. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in administrator, on every non-public route. */
    admin: AdminRow | null;
  }
}

/** Route config for a call anyone may make. */
export const PUBLIC = { public: true } as const;

export const unauthenticated = () => new HttpError(401, ERROR_CODES.unauthenticated, AUTH_MESSAGES.sessionExpired);

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The administrator a request's token names, or null for a missing, invalid, expired or revoked token. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AdminRow | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = await verifySession(app.auth.jwtKey, token);
  if (!claims) return null;
  const admin = await findAdminById(app.db, claims.adminId);
  // A password reset bumps the version, which revokes every token issued before it.
  return admin && admin.tokenVersion === claims.tokenVersion ? admin : null;
}

export function adminGuard(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.routeOptions.config.public === true) return;
    const admin = await authenticate(app, request);
    if (!admin) throw unauthenticated();
    request.admin = admin;
  };
}
