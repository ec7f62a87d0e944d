import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_REQUEST_COOKIE } from '../../src/server/auth/client-tokens';
import { oneTimeCodes, rateLimits } from '../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../src/shared/admin-messages';
import { OTP_MAX_REQUESTS_PER_EMAIL, OTP_MAX_TRIES, OTP_VERIFY_MAX_PER_ADDRESS } from '../../src/shared/limits';
import { CODE_ALPHABET } from '../../src/shared/schemas/auth';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';
import { CODE_MAIL, codeIn, NOTICE_MAIL, startSmtp, type TestSmtp } from '../helpers/smtp';

let t: TestApp;
let smtp: TestSmtp;
const EMAIL = 'recover@example.com';
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  await makeAdmin(t.database.db, { email: EMAIL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
  await t.database.db.delete(oneTimeCodes);
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, payload, remoteAddress: clientAddress() });

async function requestCode(): Promise<string> {
  const since = smtp.mails.length;
  expect((await post('sendotp', { email: EMAIL })).statusCode).toBe(200);
  return codeIn(await smtp.waitFor(EMAIL, since, CODE_MAIL));
}

async function getResetToken(): Promise<string> {
  const res = await post('verifyotp', { email: EMAIL, otp: await requestCode() });
  expect(res.statusCode).toBe(200);
  return res.json().resetToken;
}

const invalidOtp = { message: AUTH_MESSAGES.otpInvalid, code: 'INVALID_CODE' };

describe('password recovery', () => {
  it('runs end to end: code by mail, reset token, new password, old sessions revoked, notice mailed', async () => {
    const oldSession = (await post('login', { email: EMAIL, password: ADMIN_PASSWORD })).json().token;

    const since = smtp.mails.length;
    const sent = await post('sendotp', { email: EMAIL });
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
    const mail = await smtp.waitFor(EMAIL, since, CODE_MAIL);
    expect(mail.raw).toMatch(/^Subject: Kestrel Digital: your password reset code/m);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const code = codeIn(mail);
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    // Stored only as an HMAC.
    const stored = await t.database.db.select().from(oneTimeCodes);
    expect(JSON.stringify(stored)).not.toContain(code);

    const verified = await post('verifyotp', { email: EMAIL, otp: code.toLowerCase() });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    expect(resetToken.length).toBeGreaterThanOrEqual(40);

    const noticeSince = smtp.mails.length;
    const reset = await post('resetpassword', { email: EMAIL, newPassword: 'new password 123', resetToken });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    const notice = await smtp.waitFor(EMAIL, noticeSince, NOTICE_MAIL);
    expect(notice.raw).toMatch(/^Subject: Kestrel Digital: your password was changed/m);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${oldSession}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await post('login', { email: EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(401);
    expect((await post('login', { email: EMAIL, password: 'new password 123' })).statusCode).toBe(200);
    // Put the original password back for the other tests.
    const again = await getResetToken();
    const lastSince = smtp.mails.length;
    await post('resetpassword', { email: EMAIL, newPassword: ADMIN_PASSWORD, resetToken: again });
    // Its notice goes after the answer: waited for here, so that no later test takes it for its own mail.
    await smtp.waitFor(EMAIL, lastSince, NOTICE_MAIL);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const since = smtp.mails.length;
    const known = await post('sendotp', { email: EMAIL });
    const unknown = await post('sendotp', { email: 'stranger@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await smtp.waitFor(EMAIL, since, CODE_MAIL);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.slice(since).filter((m) => m.to.includes('stranger@example.com'))).toEqual([]);
  });

  it('refuses a wrong code', async () => {
    const code = await requestCode();
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    const res = await post('verifyotp', { email: EMAIL, otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidOtp);
  });

  it('spends no code on wrong tries: five strangers guessing once each leave it working (issue 26)', async () => {
    const code = await requestCode();
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let i = 0; i < 5; i++) expect((await post('verifyotp', { email: EMAIL, otp: wrong })).statusCode).toBe(400);
    expect((await post('verifyotp', { email: EMAIL, otp: code })).statusCode).toBe(200);
  });

  it('refuses the sixth try from one client, even the right code, and leaves the code to others', async () => {
    const code = await requestCode();
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    const remoteAddress = clientAddress();
    const verify = (otp: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/verifyotp', payload: { email: EMAIL, otp }, remoteAddress });
    for (let i = 0; i < OTP_MAX_TRIES; i++) expect((await verify(wrong)).statusCode).toBe(400);
    const limited = await verify(code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManyAttempts });
    expect((await post('verifyotp', { email: EMAIL, otp: code })).statusCode).toBe(200);
  });

  it('bounds guesses from many clients per address, and the client that asked still redeems its code', async () => {
    const since = smtp.mails.length;
    const asker = clientAddress();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sendotp',
      payload: { email: EMAIL },
      remoteAddress: asker,
    });
    const cookie = sent.cookies.find((c) => c.name === CODE_REQUEST_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    const code = codeIn(await smtp.waitFor(EMAIL, since, CODE_MAIL));
    const guesses = Array.from({ length: 200 }, (_, i) => {
      const guess = `${CODE_ALPHABET[i % 31]}${CODE_ALPHABET[Math.floor(i / 31) % 31]}ZZ`;
      return guess === code ? 'YYYY' : guess;
    });
    const burst = await Promise.all(
      guesses.map((otp, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/verifyotp',
          payload: { email: EMAIL, otp },
          remoteAddress: `127.9.${Math.floor(i / 5)}.1`,
        }),
      ),
    );
    const checked = burst.filter((r) => r.statusCode === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(OTP_VERIFY_MAX_PER_ADDRESS);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(200 - checked);
    // Another client is refused too; the one that asked, with its cookie, from anywhere, is not.
    expect((await post('verifyotp', { email: EMAIL, otp: code })).statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verifyotp',
      payload: { email: EMAIL, otp: code },
      remoteAddress: clientAddress(),
      cookies: { [CODE_REQUEST_COOKIE]: cookie?.value as string },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('gives the client that asked its own tries, for that address only', async () => {
    const since = smtp.mails.length;
    const sent = await post('sendotp', { email: EMAIL });
    const asked = sent.cookies.find((c) => c.name === CODE_REQUEST_COOKIE)?.value as string;
    // Let the mail go, so that it does not land in the next test's wait.
    await smtp.waitFor(EMAIL, since, CODE_MAIL);
    const verify = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/verifyotp',
        payload: { email, otp: 'ZZZZ' },
        remoteAddress: clientAddress(),
        cookies: { [CODE_REQUEST_COOKIE]: asked },
      });
    const tries = [];
    for (let i = 0; i <= OTP_MAX_TRIES; i++) tries.push((await verify(EMAIL)).statusCode);
    expect(tries).toEqual([...Array(OTP_MAX_TRIES).fill(400), 429]);
    // For another address the cookie is nobody's: that client's own limits apply.
    expect((await verify('other@example.com')).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const code = await requestCode();
    await t.database.db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await post('verifyotp', { email: EMAIL, otp: code })).json()).toEqual(invalidOtp);
  });

  it('refuses a code used once already, and a code replaced by a newer one', async () => {
    const code = await requestCode();
    expect((await post('verifyotp', { email: EMAIL, otp: code })).statusCode).toBe(200);
    expect((await post('verifyotp', { email: EMAIL, otp: code })).json()).toEqual(invalidOtp);

    const older = await requestCode();
    const newer = await requestCode();
    if (older !== newer) expect((await post('verifyotp', { email: EMAIL, otp: older })).json()).toEqual(invalidOtp);
    expect((await post('verifyotp', { email: EMAIL, otp: newer })).statusCode).toBe(200);
  });

  it('refuses a code given for another address', async () => {
    await makeAdmin(t.database.db, { email: 'other@example.com' });
    const code = await requestCode();
    expect((await post('verifyotp', { email: 'other@example.com', otp: code })).json()).toEqual(invalidOtp);
  });

  it('requires a valid, unused reset token to reset', async () => {
    const withoutToken = await post('resetpassword', { email: EMAIL, newPassword: 'whatever 123' });
    expect(withoutToken.statusCode).toBe(400);
    const madeUp = await post('resetpassword', {
      email: EMAIL,
      newPassword: 'whatever 123',
      resetToken: 'x'.repeat(43),
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual({ message: AUTH_MESSAGES.resetTokenInvalid, code: 'INVALID_RESET_TOKEN' });

    const token = await getResetToken();
    expect(
      (await post('resetpassword', { email: EMAIL, newPassword: ADMIN_PASSWORD, resetToken: token })).statusCode,
    ).toBe(200);
    const reused = await post('resetpassword', { email: EMAIL, newPassword: 'another 1234', resetToken: token });
    expect(reused.statusCode).toBe(400);
    expect((await post('login', { email: EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const token = await getResetToken();
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.purpose, 'reset'));
    expect(
      (await post('resetpassword', { email: EMAIL, newPassword: 'fresh pass 1', resetToken: token })).statusCode,
    ).toBe(400);
  });

  it('requires at least 8 characters, and a too-short password does not use the token up', async () => {
    const token = await getResetToken();
    const short = await post('resetpassword', { email: EMAIL, newPassword: 'short', resetToken: token });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: AUTH_MESSAGES.passwordTooShort });
    expect(
      (await post('resetpassword', { email: EMAIL, newPassword: ADMIN_PASSWORD, resetToken: token })).statusCode,
    ).toBe(200);
  });

  it('limits code requests per address', async () => {
    for (let i = 0; i < OTP_MAX_REQUESTS_PER_EMAIL; i++) {
      expect((await post('sendotp', { email: EMAIL })).statusCode).toBe(200);
    }
    const limited = await post('sendotp', { email: EMAIL });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit counts requests, whether or not the address has an account, so it reveals nothing.
    for (let i = 0; i < OTP_MAX_REQUESTS_PER_EMAIL; i++) await post('sendotp', { email: 'ghost@example.com' });
    expect((await post('sendotp', { email: 'ghost@example.com' })).statusCode).toBe(429);
  });

  it('limits code requests per client', async () => {
    const remoteAddress = clientAddress();
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/sendotp', payload: { email }, remoteAddress });
    for (let i = 0; i < 10; i++) expect((await send(`person${i}@example.com`)).statusCode).toBe(200);
    expect((await send('person-last@example.com')).statusCode).toBe(429);
  });
});
