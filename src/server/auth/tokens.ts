/** Session tokens: HS256 JWTs naming the administrator and their token version (bumped to revoke). */
import { errors, jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  adminId: string;
  tokenVersion: number;
}

export async function signSession(key: Uint8Array, claims: SessionClaims, ttlHours: number): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.adminId)
    .setIssuedAt()
    .setExpirationTime(`${Math.round(ttlHours * 3600)}s`)
    .sign(key);
}

/** The claims of a valid, unexpired token signed with `key`, or null for anything else. */
export async function verifySession(key: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { adminId: payload.sub, tokenVersion: payload.ver };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
