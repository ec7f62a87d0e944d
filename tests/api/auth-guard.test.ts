import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdminPassword } from '../../src/server/auth/admins.service';
import { readContentVersion } from '../../src/server/content/version';
import { createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';

let t: TestApp;
let adminId: string;
let revokedToken: string;
let signedOutToken: string;
let sessionOfLiveToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeAdmin(t.database.db, { email: 'guard@example.com' });
  adminId = admin.id;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'guard@example.com', password: ADMIN_PASSWORD },
  });
  revokedToken = res.json().token;
  await setAdminPassword(t.database.db, adminId, 'a brand new password');
  const signIn = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'guard@example.com', password: 'a brand new password' },
    });
  signedOutToken = (await signIn()).json().token;
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api/admin/logout',
    headers: { authorization: `Bearer ${signedOutToken}` },
  });
  expect(logout.statusCode).toBe(204);
  const live = (await signIn()).json().token as string;
  sessionOfLiveToken = JSON.parse(Buffer.from(live.split('.')[1] as string, 'base64url').toString()).sid;
});
afterAll(() => t.close());

/** Exactly the calls API.md lists as public; everything else is for administrators. */
const PUBLIC_CALLS = [
  'GET /api/health',
  'GET /api/docs',
  'GET /api/docs/openapi.json',
  'GET /api/docs/docs.css',
  'POST /api/contact',
  'GET /api/service',
  'GET /api/product',
  'GET /api/team',
  'GET /api/growthsteps',
  'GET /api/stats',
  'GET /api/aboutus',
  'GET /api/achievements',
  'GET /api/company-values',
  'GET /api/contact-info',
  'GET /api/terms',
  'GET /api/refund',
  'GET /api/privacypolicy',
  'GET /api/blog',
  'GET /api/blog/slug/:slug',
  // Where a post's old address leads (issue 12: a changed slug answers 301 for good).
  'GET /api/blog/moved/:slug',
  // A preview link works for whoever has it (issue 12): the token is the credential.
  'GET /api/blog/preview/:token',
  'POST /api/admin/login',
  'POST /api/admin/login/2fa',
  'POST /api/admin/email/confirm',
  'POST /api/admin/staff/invitations/accept',
  'POST /api/admin/staff/invitations/check',
  'POST /api/admin/sendotp',
  'POST /api/admin/verifyotp',
  'POST /api/admin/resetpassword',
  // The newsletter (issue 14): subscribing is for anyone; the mailed tokens are the credentials.
  'POST /api/subscribe',
  'POST /api/subscribe/confirm',
  'POST /api/unsubscribe',
  // Analytics (issue 28): a page the browser fetched ahead of time says it was shown, as any visitor's view.
  'POST /api/views',
];

const sign = (secret: Uint8Array, claims: { sub: string; ver: number; sid?: string }, expiresIn: string | number) =>
  new SignJWT({ ver: claims.ver, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secret);

describe('the admin guard', () => {
  it('marks public exactly the calls API.md makes public', () => {
    const publicRoutes = t.app.routeList.filter((r) => r.url.startsWith('/api') && r.public);
    expect(publicRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...PUBLIC_CALLS].sort());
  });

  it('answers 401 and changes nothing for every admin route without a valid token', async () => {
    const adminRoutes = t.app.routeList.filter((r) => r.url.startsWith('/api') && !r.public);
    expect(adminRoutes.length).toBeGreaterThan(0);
    const expired = await sign(t.app.auth.jwtKey, { sub: adminId, ver: 1 }, Math.floor(Date.now() / 1000) - 60);
    const otherSecret = await sign(new TextEncoder().encode('x'.repeat(48)), { sub: adminId, ver: 1 }, '1h');
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: adminId, ver: 1 }),
    ).toString('base64url')}.`;
    const key = t.app.auth.jwtKey;
    // Signed with the right key: only the session and the claims' shape can refuse these.
    const notUuid = await sign(key, { sub: 'not-a-uuid', ver: 1, sid: sessionOfLiveToken }, '1h');
    const noSession = await sign(key, { sub: adminId, ver: 1 }, '1h');
    const madeUpSession = await sign(key, { sub: adminId, ver: 1, sid: crypto.randomUUID() }, '1h');
    const otherAdmin = await sign(key, { sub: crypto.randomUUID(), ver: 1, sid: sessionOfLiveToken }, '1h');
    const cases: Record<string, string | undefined> = {
      'signed out': `Bearer ${signedOutToken}`,
      'subject not a UUID': `Bearer ${notUuid}`,
      'no session id': `Bearer ${noSession}`,
      'a session that does not exist': `Bearer ${madeUpSession}`,
      "another administrator's session": `Bearer ${otherAdmin}`,
      'no token': undefined,
      malformed: 'Bearer not-a-jwt',
      'not bearer': `Basic ${Buffer.from('a:b').toString('base64')}`,
      expired: `Bearer ${expired}`,
      'other secret': `Bearer ${otherSecret}`,
      'alg none': `Bearer ${noneAlg}`,
      'revoked by a password reset': `Bearer ${revokedToken}`,
    };
    const versionBefore = await readContentVersion(t.database.db);
    for (const route of adminRoutes) {
      const url = route.url.replace(':id', crypto.randomUUID()).replace(':slug', 'x');
      for (const [name, authorization] of Object.entries(cases)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: authorization ? { authorization } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${name}`).toBe(401);
        expect(res.json().code).toBe('UNAUTHENTICATED');
      }
    }
    expect(await readContentVersion(t.database.db)).toBe(versionBefore);
  });

  it('lets a fresh token through after the reset', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'guard@example.com', password: 'a brand new password' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
