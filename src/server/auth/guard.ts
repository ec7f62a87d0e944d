/**
 * The one guard (STYLE.md 3, 17): every route under /api declares who may call it, `PUBLIC` or the lowest
 * staff role (`CONTRIBUTOR` … `OWNER`), and this hook enforces it: a token of an open session, then the
 * role, read from the account on every request so that a change holds from the person's next request.
 * A route that declares neither is refused when the app starts (`requireDeclaredRoles`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import { atLeast, ROLE_MESSAGES, type Role } from '../../shared/roles';
import { ERROR_CODES } from '../../shared/schemas/common';
import { HttpError } from '../errors';
import { type AdminRow, findAdminById } from './admins.service';
import { findOpenSession, type SessionRow } from './sessions';
import { verifySession } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to visitors: no token needed. Everything else under /api is for administrators only. */
    public?: boolean;
    /** The lowest role that may call it (issue 25); every non-public route under /api declares one. */
    role?: Role;
    /** About the signed-in administrator's own account (sessions), not content: changes no page. */
    account?: boolean;
    /** A write of what only the back office shows (a message, a subscriber, an image not yet used): changes no page. */
    backOffice?: boolean;
    /**
     * Also open to this machine's shell commands (`npm run backup`), which send the process's control token
     * (DATA_DIR/control.json) instead of an administrator's.
     */
    control?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in administrator, on every non-public route. */
    admin: AdminRow | null;
    /** The session the request's token names, on every non-public route. */
    sessionId: string | null;
  }
}

/** Route config for a call anyone may make. */
export const PUBLIC = { public: true } as const;

/** Route configs for staff calls: the lowest role that may make them (src/shared/roles.ts). */
export const CONTRIBUTOR = { role: 'contributor' } as const;
export const AUTHOR = { role: 'author' } as const;
export const EDITOR = { role: 'editor' } as const;
export const ADMINISTRATOR = { role: 'administrator' } as const;
export const OWNER = { role: 'owner' } as const;

/** Route config for a call about the signed-in person's own account (anyone on the staff): not a content write. */
export const ACCOUNT = { account: true, role: 'contributor' } as const;

/** Beside a role: the write changes only what the back office shows, so no kept page is emptied (decision 053). */
export const BACK_OFFICE = { backOffice: true } as const;

export const forbidden = (message: string = ROLE_MESSAGES.forbidden) =>
  new HttpError(403, ERROR_CODES.forbidden, message);

/** Whether the signed-in person has `role` or a higher one. */
export const hasRole = (admin: { role: Role }, role: Role) => atLeast(admin.role, role);

/** Refuses, when the app starts, a route under /api that declares neither PUBLIC nor a role. */
export function requireDeclaredRoles(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const config = route.config as { public?: boolean; role?: Role } | undefined;
    if (config?.public === true || config?.role) return;
    throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no role: give it PUBLIC or a role.`);
  });
}

export const unauthenticated = () => new HttpError(401, ERROR_CODES.unauthenticated, AUTH_MESSAGES.sessionExpired);

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The administrator and session a request's token names; null for a missing, invalid, expired or closed one. */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ admin: AdminRow; session: SessionRow } | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = await verifySession(app.auth.jwtKey, token);
  if (!claims) return null;
  return findOpenSession(app.db, claims);
}

/**
 * The 401 for a token that names no open session: a token the site signed for someone since removed from the
 * staff says so ('Your account was removed'), any other says the session expired.
 */
async function whyNotSignedIn(app: FastifyInstance, request: FastifyRequest): Promise<HttpError> {
  const token = bearerToken(request.headers.authorization);
  const claims = token ? await verifySession(app.auth.jwtKey, token) : null;
  if (claims && !(await findAdminById(app.db, claims.adminId).catch(() => true))) {
    return new HttpError(401, ERROR_CODES.unauthenticated, AUTH_MESSAGES.accountRemoved);
  }
  return unauthenticated();
}

/** The administrator and session of a request the guard let through (admin routes only). */
export function signedIn(request: FastifyRequest): { admin: AdminRow; sessionId: string } {
  if (!request.admin || !request.sessionId) throw unauthenticated();
  return { admin: request.admin, sessionId: request.sessionId };
}

/** The header the shell commands send the control token in. */
export const CONTROL_TOKEN_HEADER = 'x-kestrel-control';

function hasControlToken(app: FastifyInstance, request: FastifyRequest): boolean {
  const given = request.headers[CONTROL_TOKEN_HEADER];
  if (typeof given !== 'string') return false;
  // Digests of equal length, whatever was sent (a byte count that differs from its length would throw).
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(app.controlToken));
}

export function adminGuard(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request) => {
    const { config } = request.routeOptions;
    if (config.public === true) return;
    if (config.control === true && hasControlToken(app, request)) return;
    const signedIn = await authenticate(app, request);
    if (!signedIn) throw await whyNotSignedIn(app, request);
    request.admin = signedIn.admin;
    request.sessionId = signedIn.session.id;
    // requireDeclaredRoles has made sure there is one; the lowest role is never assumed.
    if (!config.role || !hasRole(signedIn.admin, config.role)) throw forbidden();
  };
}
