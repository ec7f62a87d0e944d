import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DEVICE_COOKIE } from '../../src/server/auth/client-tokens';
import { adminSessions, admins } from '../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../src/shared/admin-messages';
import {
  LOGIN_MAX_PER_ADDRESS_AND_CLIENT,
  LOGIN_MAX_PER_ADDRESS_HOUR,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MAX,
} from '../../src/shared/limits';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';
import { CODE_MAIL, codeIn, startSmtp, type TestSmtp } from '../helpers/smtp';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, token?: string, remoteAddress = clientAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A code from the secret, as an authenticator app shows it, `offset` periods from now. */
const codeFrom = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

async function signIn(email: string) {
  const res = await post('/admin/login', { email, password: ADMIN_PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** An administrator with two-factor on: their e-mail, the secret and the recovery codes. */
async function withTwoFactor() {
  const admin = await makeAdmin(t.database.db);
  const { token } = await signIn(admin.email);
  const setup = await post('/admin/2fa/setup', {}, token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Kestrel%20Digital:.+\?secret=[A-Z2-7]+&issuer=Kestrel%20Digital/);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const enabled = await post('/admin/2fa/enable', { code: await codeFrom(secret) }, token);
  expect(enabled.statusCode).toBe(200);
  return { email: admin.email, secret, recoveryCodes: enabled.json().recoveryCodes as string[], token };
}

/** The administrator's open sessions. */
async function sessionsOf(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(eq(admins.email, email));
  return row?.n ?? 0;
}

/** Strangers use up the address's sign-in limit with wrong passwords, from as many clients as it takes. */
async function strangersLockOut(email: string) {
  await Promise.all(
    Array.from({ length: LOGIN_MAX_PER_ADDRESS_HOUR + 5 }, (_, i) =>
      post('/admin/login', { email, password: `stranger ${i}` }),
    ),
  );
}

describe('two-factor sign-in', () => {
  it('is set up with a first code and gives ten recovery codes once; a wrong first code changes nothing', async () => {
    const admin = await makeAdmin(t.database.db);
    const { token } = await signIn(admin.email);
    const { secret } = (await post('/admin/2fa/setup', {}, token)).json();
    const wrong = await post('/admin/2fa/enable', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ code: AUTH_MESSAGES.twoFactorCodeInvalid });
    // Not a code at all (the fuzz test found it answered 500): the same clear 400.
    for (const code of ['!    !', 'abcdef', '1234567']) {
      const junk = await post('/admin/2fa/enable', { code }, token);
      expect(junk.statusCode).toBe(400);
      expect(junk.json().fields).toEqual({ code: AUTH_MESSAGES.twoFactorCodeInvalid });
    }
    // Still off: the password alone signs in.
    expect((await signIn(admin.email)).token).toBeTruthy();
    // Typed as the app shows it, with a space in the middle.
    const code = await codeFrom(secret);
    const enabled = await post('/admin/2fa/enable', { code: `${code.slice(0, 3)} ${code.slice(3)}` }, token);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/2fa',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Stored encrypted and hashed: neither the secret nor a code appears in the database.
    const dump = JSON.stringify(await t.database.db.execute('select * from admins, admin_recovery_codes'));
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(recoveryCodes[0].replace('-', ''));
    expect((await post('/admin/2fa/setup', {}, token)).statusCode).toBe(409);
  });

  it('asks for a code after the password: no token until then, and a code works once', async () => {
    const { email, secret } = await withTwoFactor();
    const first = await signIn(email);
    expect(first).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.token).toBeUndefined();
    // The challenge is not a session token.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${first.challenge}` },
    });
    expect(me.statusCode).toBe(401);

    const code = await codeFrom(secret, 1);
    const res = await post('/admin/login/2fa', { challenge: first.challenge, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().admin.email).toBe(email);
    const again = await post('/admin/login/2fa', { challenge: (await signIn(email)).challenge, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_CODE', message: AUTH_MESSAGES.twoFactorCodeInvalid });
  });

  it('takes each recovery code once', async () => {
    const { email, recoveryCodes } = await withTwoFactor();
    const code = (recoveryCodes[3] as string).toLowerCase();
    const used = await post('/admin/login/2fa', { challenge: (await signIn(email)).challenge, code });
    expect(used.statusCode).toBe(200);
    const reused = await post('/admin/login/2fa', { challenge: (await signIn(email)).challenge, code });
    expect(reused.statusCode).toBe(400);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/2fa',
      headers: { authorization: `Bearer ${used.json().token}` },
    });
    expect(status.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('counts wrong codes toward the sign-in limits, also in a burst', async () => {
    const { email, secret } = await withTwoFactor();
    const remote = clientAddress();
    // Thirty challenges (a right password gives its attempt back), so that the burst is not one challenge's.
    const challenges: string[] = [];
    for (let i = 0; i < 30; i++) {
      challenges.push(
        (await post('/admin/login', { email, password: ADMIN_PASSWORD }, undefined, remote)).json().challenge,
      );
    }
    const burst = await Promise.all(
      challenges.map((challenge, i) =>
        post('/admin/login/2fa', { challenge, code: String(100000 + i) }, undefined, remote),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(LOGIN_MAX_PER_ADDRESS_AND_CLIENT);
    // A wrong code does not spend its challenge; the limit refuses the right one.
    const right = await post(
      '/admin/login/2fa',
      { challenge: challenges[0], code: await codeFrom(secret) },
      undefined,
      remote,
    );
    expect(right.statusCode).toBe(429);
  });

  it('spends a challenge with its first success: a second code on it opens no second session (issue 26)', async () => {
    const { email, secret, recoveryCodes } = await withTwoFactor();
    const { challenge } = await signIn(email);
    const wrong = await post('/admin/login/2fa', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    // The wrong code did not spend it; the first right one does.
    expect((await post('/admin/login/2fa', { challenge, code: recoveryCodes[1] })).statusCode).toBe(200);
    for (const code of [await codeFrom(secret, 1), recoveryCodes[0] as string]) {
      const again = await post('/admin/login/2fa', { challenge, code });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ code: 'CHALLENGE_EXPIRED', message: AUTH_MESSAGES.twoFactorUsed });
    }
    expect(await sessionsOf(email)).toBe(2);
    // Nothing was spent by the refusals: the recovery code still works, on a new challenge.
    const next = await post('/admin/login/2fa', { challenge: (await signIn(email)).challenge, code: recoveryCodes[0] });
    expect(next.statusCode).toBe(200);
  });

  it('opens one session from 50 codes sent at once on one challenge, on two instances', async () => {
    const { email, secret, recoveryCodes } = await withTwoFactor();
    const { challenge } = await signIn(email);
    const codes = [...recoveryCodes, await codeFrom(secret, 1)];
    const other = await buildApp(t.config, { database: t.database });
    try {
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? t.app : other).inject({
            method: 'POST',
            url: '/api/admin/login/2fa',
            payload: { challenge, code: codes[i % codes.length] },
            remoteAddress: clientAddress(),
          }),
        ),
      );
      expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(49);
    } finally {
      await other.close();
    }
    expect(await sessionsOf(email)).toBe(2);
  });

  it('signs the owner in through both steps on a known device while strangers have used up the address', async () => {
    const { email, secret, recoveryCodes } = await withTwoFactor();
    const password = await post('/admin/login', { email, password: ADMIN_PASSWORD });
    // No device cookie for the password alone.
    expect(password.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
    const done = await post('/admin/login/2fa', {
      challenge: password.json().challenge,
      code: await codeFrom(secret, 1),
    });
    const device = done.cookies.find((c) => c.name === DEVICE_COOKIE)?.value as string;
    expect(device).toBeTruthy();
    await strangersLockOut(email);
    expect((await post('/admin/login', { email, password: ADMIN_PASSWORD })).statusCode).toBe(429);

    const onDevice = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
        remoteAddress: clientAddress(),
        cookies: { [DEVICE_COOKIE]: device },
      });
    const first = await onDevice('/admin/login', { email, password: ADMIN_PASSWORD });
    expect(first.statusCode).toBe(200);
    // The app's codes of this minute are spent: a recovery code.
    const second = await onDevice('/admin/login/2fa', {
      challenge: first.json().challenge,
      code: recoveryCodes[0],
    });
    expect(second.statusCode).toBe(200);
  });

  it('refuses a made-up or expired challenge', async () => {
    const res = await post('/admin/login/2fa', { challenge: 'not.a.challenge', code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.twoFactorExpired);
  });

  it('is turned off with a code, then the password alone signs in again', async () => {
    const { email, secret, token } = await withTwoFactor();
    expect((await post('/admin/2fa/disable', { code: '000000' }, token)).statusCode).toBe(400);
    // A code from before the one that turned it on is spent; the next one turns it off.
    expect((await post('/admin/2fa/disable', { code: await codeFrom(secret, -1) }, token)).statusCode).toBe(400);
    expect((await post('/admin/2fa/disable', { code: await codeFrom(secret, 1) }, token)).statusCode).toBe(204);
    expect((await signIn(email)).token).toBeTruthy();
  });

  it('still asks for the second factor when the password is reset with an e-mailed code', async () => {
    const { email, secret } = await withTwoFactor();
    const since = smtp.mails.length;
    expect((await post('/admin/sendotp', { email })).statusCode).toBe(200);
    const otp = codeIn(await smtp.waitFor(email, since, CODE_MAIL));
    const { resetToken } = (await post('/admin/verifyotp', { email, otp })).json();

    const without = await post('/admin/resetpassword', { email, newPassword: 'new password 123', resetToken });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: AUTH_MESSAGES.twoFactorForReset });
    const wrong = await post('/admin/resetpassword', {
      email,
      newPassword: 'new password 123',
      resetToken,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    // The reset token was not used up by the refusals.
    const ok = await post('/admin/resetpassword', {
      email,
      newPassword: 'new password 123',
      resetToken,
      code: await codeFrom(secret, 1),
    });
    expect(ok.statusCode).toBe(200);
    expect((await post('/admin/login', { email, password: 'new password 123' })).json().twoFactorRequired).toBe(true);
  });

  it('resets the password with a valid e-mailed code and second factor while strangers have used up the address (issue 26)', async () => {
    const { email, secret } = await withTwoFactor();
    await strangersLockOut(email);
    expect((await post('/admin/login', { email, password: ADMIN_PASSWORD })).statusCode).toBe(429);

    const since = smtp.mails.length;
    expect((await post('/admin/sendotp', { email })).statusCode).toBe(200);
    const otp = codeIn(await smtp.waitFor(email, since, CODE_MAIL));
    const verified = await post('/admin/verifyotp', { email, otp });
    expect(verified.statusCode).toBe(200);
    const reset = await post('/admin/resetpassword', {
      email,
      newPassword: 'new password 456',
      resetToken: verified.json().resetToken,
      code: await codeFrom(secret, 1),
    });
    expect(reset.statusCode).toBe(200);
    // The reset cleared the address's limits: the owner signs in from anywhere.
    expect((await post('/admin/login', { email, password: 'new password 456' })).json().twoFactorRequired).toBe(true);
  });

  it('limits the second factor of a reset on its own: a reset token is needed to use it up', async () => {
    const { email } = await withTwoFactor();
    const since = smtp.mails.length;
    await post('/admin/sendotp', { email });
    const otp = codeIn(await smtp.waitFor(email, since, CODE_MAIL));
    const { resetToken } = (await post('/admin/verifyotp', { email, otp })).json();
    const tries = [];
    for (let i = 0; i < SECOND_FACTOR_MAX + 1; i++) {
      tries.push(
        (await post('/admin/resetpassword', { email, newPassword: 'new password 789', resetToken, code: '000000' }))
          .statusCode,
      );
    }
    expect(tries).toEqual([...Array(SECOND_FACTOR_MAX).fill(400), 429]);
  });
});

describe("'Remember Password' with two-factor on", () => {
  it('carries through the code step: the session it opens lasts 30 days', async () => {
    const { email, secret } = await withTwoFactor();
    const first = await post('/admin/login', { email, password: ADMIN_PASSWORD, remember: true });
    const res = await post('/admin/login/2fa', { challenge: first.json().challenge, code: await codeFrom(secret, 1) });
    expect(res.statusCode, res.body).toBe(200);
    const sid = JSON.parse(Buffer.from(res.json().token.split('.')[1], 'base64url').toString()).sid as string;
    const [row] = await t.database.db.select().from(adminSessions).where(eq(adminSessions.id, sid));
    expect(row?.remember).toBe(true);
    expect(((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
  });
});
