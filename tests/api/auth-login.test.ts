import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authAttempts } from '../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../src/shared/admin-messages';
import { LOGIN_MAX_FAILURES } from '../../src/shared/limits';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  email = (await makeAdmin(t.database.db, { email: 'Owner@Example.com' })).email;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(authAttempts);
});

const login = (body: object, remoteAddress = clientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress });

describe('POST /api/admin/login', () => {
  it('answers a token and the administrator, and the token opens /api/admin/me', async () => {
    const res = await login({ email: 'owner@example.com', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token, admin } = res.json();
    expect(admin).toMatchObject({ email, name: 'Owner' });
    expect(token.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(admin);
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('gives a token that expires after the configured hours', async () => {
    const { token } = (await login({ email, password: ADMIN_PASSWORD })).json();
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const wrong = await login({ email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('validates the e-mail format and requires a password', async () => {
    const res = await login({ email: 'nope', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordRequired });
  });

  it('locks an address after 5 failures in 15 minutes, even for the right password, and says when to retry', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login({ email, password: `guess ${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ email, password: ADMIN_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the address in again once the failures leave the window', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login({ email, password: `guess ${i}` });
    expect((await login({ email, password: ADMIN_PASSWORD })).statusCode).toBe(429);
    await t.database.db.update(authAttempts).set({ createdAt: sql`now() - interval '16 minutes'` });
    expect((await login({ email, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('locks a client that guesses across many addresses', async () => {
    const remote = clientAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login({ email: `someone${i}@example.com`, password: 'x' }, remote)).statusCode).toBe(401);
    }
    expect((await login({ email, password: ADMIN_PASSWORD }, remote)).statusCode).toBe(429);
    // Another client with the right password is not affected.
    expect((await login({ email, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('keeps counting across a restart, because failures live in the database', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login({ email, password: `guess ${i}` });
    const { buildApp } = await import('../../src/server/app');
    const restarted = await buildApp(t.config, { database: t.database });
    const res = await restarted.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: ADMIN_PASSWORD },
      remoteAddress: clientAddress(),
    });
    await restarted.close();
    expect(res.statusCode).toBe(429);
  });
});
