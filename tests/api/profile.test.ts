import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/admin-messages';
import { LOGIN_MAX_PER_ADDRESS_AND_CLIENT } from '../../src/shared/limits';
import { createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string, password = ADMIN_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('the profile', () => {
  it('changes the name, trimmed, and refuses an empty one', async () => {
    const admin = await makeAdmin(t.database.db);
    const token = await signIn(admin.email);
    const res = await call('PATCH', '/api/admin/me', token, { name: '  Grace Hopper ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Grace Hopper', email: admin.email });
    expect((await call('GET', '/api/admin/me', token)).json().name).toBe('Grace Hopper');
    const empty = await call('PATCH', '/api/admin/me', token, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ name: AUTH_MESSAGES.nameRequired });
    expect((await call('GET', '/api/admin/me', token)).json().name).toBe('Grace Hopper');
  });

  it('changes the password with the current one: other sessions end, this device goes on with a new token', async () => {
    const admin = await makeAdmin(t.database.db);
    const here = await signIn(admin.email);
    const elsewhere = await signIn(admin.email);
    const res = await call('POST', '/api/admin/me/password', here, {
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'a much better password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    const fresh = res.json().token as string;
    expect((await call('GET', '/api/admin/me', fresh)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', here)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', elsewhere)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/sessions', fresh)).json()).toHaveLength(1);
    await signIn(admin.email, 'a much better password');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password: ADMIN_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password or a short new one, changing nothing', async () => {
    const admin = await makeAdmin(t.database.db);
    const token = await signIn(admin.email);
    const wrong = await call('POST', '/api/admin/me/password', token, {
      currentPassword: 'not it',
      newPassword: 'a much better password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
    const short = await call('POST', '/api/admin/me/password', token, {
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: AUTH_MESSAGES.passwordTooShort });
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(200);
    await signIn(admin.email);
  });

  it('cannot be used to guess the password from an open session: a burst gets 5 checks', async () => {
    const admin = await makeAdmin(t.database.db);
    const token = await signIn(admin.email);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('POST', '/api/admin/me/password', token, { currentPassword: `guess ${i}`, newPassword: 'whatever 1234' }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(LOGIN_MAX_PER_ADDRESS_AND_CLIENT);
    expect(burst.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(
      40 - LOGIN_MAX_PER_ADDRESS_AND_CLIENT,
    );
    const right = await call('POST', '/api/admin/me/password', token, {
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'whatever 1234',
    });
    expect(right.statusCode).toBe(429);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/admin/me'],
      ['POST', '/api/admin/me/password'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
