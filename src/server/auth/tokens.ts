/**
 * Session tokens: HS256 JWTs naming the administrator, their token version (bumped to revoke every
 * session) and the server-side session (revoked by signing out). A token is only as good as its
 * session row: the guard checks both.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  adminId: string;
  tokenVersion: number;
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signSession(key: Uint8Array, claims: SessionClaims, ttlHours: number): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.adminId)
    .setIssuedAt()
    .setExpirationTime(`${Math.round(ttlHours * 3600)}s`)
    .sign(key);
}

/** The claims of a valid, unexpired, well-formed token signed with `key`, or null for anything else. */
export async function verifySession(key: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const { sub, ver, sid } = payload;
    if (payload.purpose !== undefined) return null;
    // Signed by us is not enough: a subject that is not a UUID would fail in the database lookup.
    if (typeof sub !== 'string' || !UUID.test(sub)) return null;
    if (typeof sid !== 'string' || !UUID.test(sid)) return null;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) return null;
    return { adminId: sub, tokenVersion: ver, sessionId: sid };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The step between a right password and the second factor: names the administrator, lasts minutes. */
export interface ChallengeClaims {
  adminId: string;
  tokenVersion: number;
  /** 'Remember Password' was ticked: the session the challenge opens lasts REMEMBERED_SESSION_DAYS. */
  remember?: boolean;
}

/** A verified challenge also has its own id: the first success spends it (two-factor.routes.ts). */
export interface VerifiedChallenge extends ChallengeClaims {
  id: string;
}

const CHALLENGE = 'two-factor';

export async function signChallenge(key: Uint8Array, claims: ChallengeClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion, purpose: CHALLENGE, ...(claims.remember ? { remember: true } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.adminId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}

/** The claims of a valid, unexpired challenge (never a session token), or null. */
export async function verifyChallenge(key: Uint8Array, token: string): Promise<VerifiedChallenge | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const { sub, ver, purpose, jti, remember } = payload;
    if (purpose !== CHALLENGE || typeof sub !== 'string' || !UUID.test(sub)) return null;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) return null;
    if (typeof jti !== 'string' || !UUID.test(jti)) return null;
    return { adminId: sub, tokenVersion: ver, id: jti, remember: remember === true };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
