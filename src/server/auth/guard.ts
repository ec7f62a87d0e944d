/**
 * The one guard (STYLE.md 3): every route under /api needs a valid administrator's token unless it is
 * declared `config: { public: true }`. A route that forgets to say anything is protected.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/messages';
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

export function adminGuard(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.routeOptions.config.public === true) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const claims = await verifySession(app.auth.jwtKey, token);
    if (!claims) throw unauthenticated();
    const admin = await findAdminById(app.db, claims.adminId);
    // A password reset bumps the version, which revokes every token issued before it.
    if (!admin || admin.tokenVersion !== claims.tokenVersion) throw unauthenticated();
    request.admin = admin;
  };
}
