/**
 * Tokens a client keeps so that the server knows it again, with nothing stored (docs/decisions/037). Each is an
 * HS256 JWT signed with its own key (derived from the server secret), sent back as an HttpOnly cookie, and gives
 * its holder tries of its own, so that guesses from strangers cannot use up the tries of the person they aim at:
 *
 * - a known device (OWASP's "device cookie"): left by a complete sign-in, it names the administrator, their token
 *   version (a password reset forgets every device) and when it was issued, and lasts DEVICE_TOKEN_TTL_DAYS;
 * - the asker of a recovery code: left by `sendotp` whatever the address (so it tells nothing), it names the
 *   address and lasts as long as the code does.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { DAY_MS, DEVICE_TOKEN_TTL_DAYS, OTP_TTL_MS } from '../../shared/limits';
import type { AdminRow } from './admins.service';

export const DEVICE_COOKIE = 'kestrel_device';
export const CODE_REQUEST_COOKIE = 'kestrel_code_request';
/** Every sign-in and recovery call is under it; the public site never gets either cookie. */
const COOKIE_PATH = '/api/admin';
const DEVICE = 'known-device';
const CODE_REQUEST = 'code-request';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The value of cookie `name` in the request, if it sent one. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, seconds: number) {
  // Secure whenever the browser came over https (behind a proxy, TRUST_PROXY makes request.protocol say so).
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${name}=${value}; Path=${COOKIE_PATH}; Max-Age=${seconds}; HttpOnly; SameSite=Strict${secure}`,
  );
}

const sign = (key: Uint8Array, claims: JWTPayload, subject: string, seconds: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(key);

/** The claims of a valid, unexpired token of `purpose` signed with `key`, or null for anything else. */
async function verify(key: Uint8Array, token: string | null, purpose: string): Promise<JWTPayload | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (payload.purpose !== purpose || typeof payload.sub !== 'string') return null;
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

const DEVICE_SECONDS = (DEVICE_TOKEN_TTL_DAYS * DAY_MS) / 1000;

/** After a complete sign-in: this browser is a known device of the administrator from now on. */
export async function rememberDevice(key: Uint8Array, request: FastifyRequest, reply: FastifyReply, admin: AdminRow) {
  const token = await sign(key, { purpose: DEVICE, ver: admin.tokenVersion }, admin.id, DEVICE_SECONDS);
  setCookie(request, reply, DEVICE_COOKIE, token, DEVICE_SECONDS);
}

/**
 * The id of the request's known-device token when it is one of this administrator's, at their current token
 * version; null for no token, a forged, expired or foreign one, or no administrator.
 */
export async function knownDevice(
  key: Uint8Array,
  request: FastifyRequest,
  admin: AdminRow | null,
): Promise<string | null> {
  const claims = await verify(key, cookieOf(request, DEVICE_COOKIE), DEVICE);
  if (!claims || !admin || claims.sub !== admin.id || claims.ver !== admin.tokenVersion) return null;
  return claims.jti ?? null;
}

const CODE_REQUEST_SECONDS = OTP_TTL_MS / 1000;

/** After a recovery code was asked for `email` (whatever the address): this client is the one that asked. */
export async function rememberCodeRequest(
  key: Uint8Array,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
) {
  const token = await sign(key, { purpose: CODE_REQUEST }, email, CODE_REQUEST_SECONDS);
  setCookie(request, reply, CODE_REQUEST_COOKIE, token, CODE_REQUEST_SECONDS);
}

/** The id of the request's code-request token when it asked for `email` within a code's life, else null. */
export async function codeRequest(key: Uint8Array, request: FastifyRequest, email: string): Promise<string | null> {
  const claims = await verify(key, cookieOf(request, CODE_REQUEST_COOKIE), CODE_REQUEST);
  return claims && claims.sub === email ? (claims.jti ?? null) : null;
}
