import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/admin-messages';
import { LOGIN_MAX_PER_ADDRESS_AND_CLIENT } from '../../src/shared/limits';
import { createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://www.kestrel.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The confirmation link's token in a mail (quoted-printable soft breaks undone). */
const linkToken = (raw: string) =>
  raw.replace(/=\r?\n/g, '').match(/https:\/\/www\.kestrel\.example\/confirm-email\/([\w-]{20,})/)?.[1] ?? '';

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

  it('changes the e-mail address once the link mailed to the new address is opened, and tells the old one', async () => {
    const admin = await makeAdmin(t.database.db);
    const token = await signIn(admin.email);
    const since = smtp.mails.length;
    const asked = await call('POST', '/api/admin/me/email', token, {
      email: 'New.Address@example.com',
      currentPassword: ADMIN_PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(AUTH_MESSAGES.emailChangeSent('New.Address@example.com'));
    // Nothing changes until the link is opened.
    expect((await call('GET', '/api/admin/me', token)).json().email).toBe(admin.email);
    const mail = await smtp.waitFor('New.Address@example.com', since, /confirm your new e-mail address/);
    const link = linkToken(mail.raw);
    expect(link).not.toBe('');

    const confirm = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/email/confirm', payload: { token: value } });
    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: AUTH_MESSAGES.emailChanged, email: 'New.Address@example.com' });
    expect((await call('GET', '/api/admin/me', token)).json().email).toBe('New.Address@example.com');
    await smtp.waitFor(admin.email, since, /your e-mail address was changed/);
    // Once only; the new address signs in, the old one no longer does.
    expect((await confirm(link)).statusCode).toBe(400);
    await signIn('new.address@example.com');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password: ADMIN_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an address another administrator has, a wrong password, and a made-up link', async () => {
    const admin = await makeAdmin(t.database.db);
    const other = await makeAdmin(t.database.db);
    const token = await signIn(admin.email);
    const taken = await call('POST', '/api/admin/me/email', token, {
      email: other.email.toUpperCase(),
      currentPassword: ADMIN_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AUTH_MESSAGES.emailInUse);
    const wrong = await call('POST', '/api/admin/me/email', token, { email: 'x@example.com', currentPassword: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
    const madeUp = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email/confirm',
      payload: { token: 'x'.repeat(43) },
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(AUTH_MESSAGES.emailLinkInvalid);
  });

  it('does not move an address that another administrator took after the link was sent', async () => {
    const admin = await makeAdmin(t.database.db);
    const token = await signIn(admin.email);
    const since = smtp.mails.length;
    await call('POST', '/api/admin/me/email', token, { email: 'wanted@example.com', currentPassword: ADMIN_PASSWORD });
    const link = linkToken((await smtp.waitFor('wanted@example.com', since, /confirm/)).raw);
    await makeAdmin(t.database.db, { email: 'Wanted@example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/email/confirm', payload: { token: link } });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', '/api/admin/me', token)).json().email).toBe(admin.email);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/admin/me'],
      ['POST', '/api/admin/me/password'],
      ['POST', '/api/admin/me/email'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
