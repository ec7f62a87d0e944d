import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdminPassword } from '../../src/server/auth/admins.service';
import { readContentVersion } from '../../src/server/content/version';
import { adminSessions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function signIn(email: string, userAgent = FIREFOX): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: ADMIN_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('server-side sessions', () => {
  it('Logout ends the session: its token answers 401 everywhere, other sessions go on', async () => {
    const admin = await makeAdmin(t.database.db);
    const laptop = await signIn(admin.email);
    const phone = await signIn(admin.email, SAFARI_PHONE);
    const versionBefore = await readContentVersion(t.database.db);

    expect((await call('POST', '/api/admin/logout', laptop)).statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/contact'],
      ['POST', '/api/admin/logout'],
    ] as const) {
      const res = await call(method, url, laptop);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await call('GET', '/api/admin/me', phone)).statusCode).toBe(200);
    // Signing out is not a content change: the public pages' caches stay.
    expect(await readContentVersion(t.database.db)).toBe(versionBefore);
  });

  it('lists the open sessions with their device, newest seen first, marking the current one', async () => {
    const admin = await makeAdmin(t.database.db);
    const laptop = await signIn(admin.email);
    const phone = await signIn(admin.email, SAFARI_PHONE);
    const closed = await signIn(admin.email);
    await call('POST', '/api/admin/logout', closed);

    const res = await call('GET', '/api/admin/sessions', phone);
    expect(res.statusCode).toBe(200);
    const sessions = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s: { device: string }) => s.device).sort()).toEqual(['Firefox on Windows', 'Safari on iOS']);
    expect(sessions.find((s: { current: boolean }) => s.current).device).toBe('Safari on iOS');
    for (const session of sessions) {
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
    }
    // Another administrator sees only their own.
    const other = await makeAdmin(t.database.db);
    expect((await call('GET', '/api/admin/sessions', await signIn(other.email))).json()).toHaveLength(1);
    expect((await call('GET', '/api/admin/me', laptop)).statusCode).toBe(200);
  });

  it("'Sign out' of one session ends just that one; another administrator's session answers 404 and stays", async () => {
    const admin = await makeAdmin(t.database.db);
    const laptop = await signIn(admin.email);
    const phone = await signIn(admin.email, SAFARI_PHONE);
    const phoneId = (await call('GET', '/api/admin/sessions', phone))
      .json()
      .find((s: { current: boolean }) => s.current)._id as string;

    const stranger = await signIn((await makeAdmin(t.database.db)).email);
    expect((await call('DELETE', `/api/admin/sessions/${phoneId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/me', phone)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/admin/sessions/${phoneId}`, laptop)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', laptop)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/sessions/${phoneId}`, laptop)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/sessions/${crypto.randomUUID()}`, laptop)).statusCode).toBe(404);
  });

  it("'Sign out everywhere' ends every session of that administrator, and only theirs", async () => {
    const admin = await makeAdmin(t.database.db);
    const tokens = await Promise.all([signIn(admin.email), signIn(admin.email), signIn(admin.email, SAFARI_PHONE)]);
    const stranger = await signIn((await makeAdmin(t.database.db)).email);
    expect((await call('DELETE', '/api/admin/sessions', tokens[0] as string)).statusCode).toBe(204);
    for (const token of tokens) expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', stranger)).statusCode).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const admin = await makeAdmin(t.database.db);
    const tokens = await Promise.all([signIn(admin.email), signIn(admin.email, SAFARI_PHONE)]);
    await setAdminPassword(t.database.db, admin.id, 'a brand new password');
    for (const token of tokens) expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
  });

  it('a session ends when its time is up, whatever the token says', async () => {
    const admin = await makeAdmin(t.database.db);
    const token = await signIn(admin.email);
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.adminId, admin.id));
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
  });
});

describe("'Remember Password'", () => {
  const signInRemembering = async (email: string, remember: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: ADMIN_PASSWORD, remember },
      headers: { 'user-agent': FIREFOX },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const sessionOf = async (token: string) => {
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    const [row] = await t.database.db.select().from(adminSessions).where(eq(adminSessions.id, sid));
    if (!row) throw new Error('no session');
    return row;
  };
  const daysLeft = (row: { expiresAt: Date }) => (row.expiresAt.getTime() - Date.now()) / 86_400_000;

  it('ticked, lasts 30 days and slides with use; unticked, a working day (SESSION_TTL_HOURS)', async () => {
    const admin = await makeAdmin(t.database.db);
    const remembered = await signInRemembering(admin.email, true);
    const day = await signInRemembering(admin.email, false);
    expect(daysLeft(await sessionOf(remembered))).toBeCloseTo(30, 1);
    expect(daysLeft(await sessionOf(day)) * 24).toBeCloseTo(t.config.sessionTtlHours, 1);

    // Twenty-nine days without use: a use brings the remembered session back to 30 days; the other stays as it was.
    for (const token of [remembered, day]) {
      const row = await sessionOf(token);
      await t.database.db
        .update(adminSessions)
        .set({
          lastSeenAt: sql`now() - interval '29 days'`,
          expiresAt: sql`${row.expiresAt}::timestamptz - interval '29 days' + interval '1 hour'`,
        })
        .where(eq(adminSessions.id, row.id));
    }
    expect((await call('GET', '/api/admin/me', remembered)).statusCode).toBe(200);
    expect(daysLeft(await sessionOf(remembered))).toBeCloseTo(30, 1);
    expect((await call('GET', '/api/admin/me', day)).statusCode).toBe(401);
  });
});
