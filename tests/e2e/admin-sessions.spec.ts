import { generate } from 'otplib';
import { E2E_ADMIN, SMTP_PORT } from '../../playwright.config';
import { ADMIN_FRAME, AUTH_MESSAGES, AUTH_WORDS } from '../../src/shared/admin-messages';
import { PROFILE_WORDS } from '../../src/shared/admin-words/profile';
import { RECOVERY_CODE_COUNT } from '../../src/shared/limits';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { expectAccessible } from './a11y';
import { adminToken, openAdmin } from './admin';
import { expect, test } from './fixtures';

const me = (request: import('@playwright/test').APIRequestContext, token: string) =>
  request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } });

test('Logout ends the session on the server: its token stops working', async ({ page, request }) => {
  const token = await openAdmin(page, request);
  expect((await me(request, token)).status()).toBe(200);
  // The dashboard's calls are answered first (one refused after the session closed would log a 401).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: ADMIN_FRAME.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => (await me(request, token)).status()).toBe(401);
});

test('the profile lists where you are signed in; one device can be signed out, then every device', async ({
  page,
  request,
}) => {
  const other = await adminToken(request);
  const token = await openAdmin(page, request);
  await page.getByRole('link', { name: ADMIN_FRAME.profile }).click();
  await expect(page.getByRole('heading', { name: ADMIN_FRAME.sessionsTitle })).toBeVisible();
  await expect(page.getByText(ADMIN_FRAME.thisDevice)).toBeVisible();
  await expectAccessible(page);

  // The current session is listed first (seen last); the other one is signed out from here.
  const signOutButtons = page.getByRole('button', { name: new RegExp(`^${ADMIN_FRAME.signOut}:`) });
  const before = await signOutButtons.count();
  expect(before).toBeGreaterThanOrEqual(2);
  const others = page.getByRole('button', {
    name: new RegExp(`^${ADMIN_FRAME.signOut}: (?!.*${ADMIN_FRAME.thisDevice})`),
  });
  await others.first().click();
  await expect(page.getByText(ADMIN_FRAME.sessionEnded)).toBeVisible();
  await expect(signOutButtons).toHaveCount(before - 1);

  await page.getByRole('button', { name: ADMIN_FRAME.signOutEverywhere }).click();
  await page.getByRole('dialog').getByRole('button', { name: ADMIN_FRAME.signOutEverywhere }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await me(request, token)).status()).toBe(401);
  expect((await me(request, other)).status()).toBe(401);
});

test.describe('the profile forms', () => {
  // The wrong current password is refused on purpose.
  test.use({ expectedConsole: [/status of 400 .*\/api\/admin\/me\/password\)$/] });

  test('change your name, and your password with the current one (other devices are signed out)', async ({
    page,
    request,
  }) => {
    const other = await adminToken(request);
    await openAdmin(page, request);
    await page.goto('/ProfilePage');
    const name = page.getByLabel(PROFILE_WORDS.name);
    const original = await name.inputValue();
    await name.fill('Ada Admin');
    await page.getByRole('button', { name: PROFILE_WORDS.saveName }).click();
    await expect(page.getByText(AUTH_MESSAGES.nameSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(PROFILE_WORDS.name)).toHaveValue('Ada Admin');

    const current = page
      .locator('form')
      .filter({ has: page.getByLabel(PROFILE_WORDS.repeatPassword) })
      .getByLabel(PROFILE_WORDS.currentPassword);
    const fresh = page.getByLabel(PROFILE_WORDS.newPassword, { exact: true });
    const repeat = page.getByLabel(PROFILE_WORDS.repeatPassword);
    const change = page.getByRole('button', { name: PROFILE_WORDS.changePassword });
    await current.fill('not my password');
    await fresh.fill('brand new password 1');
    await repeat.fill('brand new password 2');
    await change.click();
    await expect(page.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await repeat.fill('brand new password 1');
    await change.click();
    await expect(page.getByText(AUTH_MESSAGES.currentPasswordWrong).first()).toBeVisible();
    await current.fill(E2E_ADMIN.password);
    await change.click();
    await expect(page.getByText(AUTH_MESSAGES.passwordChanged)).toBeVisible();
    expect((await me(request, other)).status()).toBe(401);
    // This device goes on, with the new token.
    await page.reload();
    await expect(page.getByRole('heading', { name: PROFILE_WORDS.passwordTitle })).toBeVisible();

    // Leave the account as the other specs expect it.
    await current.fill('brand new password 1');
    await fresh.fill(E2E_ADMIN.password);
    await repeat.fill(E2E_ADMIN.password);
    await change.click();
    await expect(page.getByText(AUTH_MESSAGES.passwordChanged)).toBeVisible();
    await name.fill(original);
    await page.getByRole('button', { name: PROFILE_WORDS.saveName }).click();
    await expect(page.getByText(AUTH_MESSAGES.nameSaved)).toBeVisible();
  });
});

test('two-factor sign-in: turned on with an authenticator code, then sign-in asks for one', async ({
  page,
  request,
  browser,
}) => {
  const token = await openAdmin(page, request);
  await page.goto('/ProfilePage');
  await page.getByRole('button', { name: PROFILE_WORDS.turnOn }).click();
  await expect(page.getByRole('img', { name: PROFILE_WORDS.qrAlt })).toBeVisible();
  const secret = (await page.getByText(/^([A-Z2-7]{4} ?)+$/).innerText()).replace(/\s/g, '');
  let recovery: string[] = [];
  try {
    await page.getByLabel(PROFILE_WORDS.code).fill(await generate({ secret }));
    await page.getByRole('button', { name: PROFILE_WORDS.confirmOn }).click();
    const codes = page.getByRole('list', { name: PROFILE_WORDS.recoveryTitle }).getByRole('listitem');
    await expect(codes).toHaveCount(RECOVERY_CODE_COUNT);
    recovery = await codes.allInnerTexts();
    await expectAccessible(page);
    await page.getByRole('button', { name: PROFILE_WORDS.recoverySaved }).click();
    await expect(page.getByText(PROFILE_WORDS.twoFactorOn(RECOVERY_CODE_COUNT))).toBeVisible();

    // Signing in from another browser now takes a code after the password.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto('/login');
    await fresh.getByLabel('Email').fill(E2E_ADMIN.email);
    await fresh.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await fresh.getByRole('button', { name: 'Sign In' }).click();
    await expect(fresh.getByRole('heading', { name: AUTH_WORDS.twoFactorTitle })).toBeVisible();
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await fresh.getByLabel(AUTH_WORDS.twoFactorCode).fill(next);
    await fresh.getByRole('button', { name: AUTH_WORDS.verify }).click();
    await expect(fresh).toHaveURL(/\/admin$/);
    await expect(fresh.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await other.close();
  } finally {
    // The other specs sign in with the password alone: turn it off again with a recovery code.
    if (recovery[0]) {
      const off = await request.post('/api/admin/2fa/disable', {
        data: { code: recovery[0] },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(off.status()).toBe(204);
    }
  }
});

test.describe('changing the e-mail address', () => {
  let smtp: TestSmtp;
  test.beforeAll(async () => {
    smtp = await startSmtp(SMTP_PORT);
  });
  test.afterAll(() => smtp.close());

  /** The path of the confirmation link in the newest mail to `to`. */
  const linkTo = async (to: string, since: number) => {
    const mail = await smtp.waitFor(to, since, /confirm your new e-mail address/);
    const path = mail.raw.replace(/=\r?\n/g, '').match(/\/confirm-email\/[\w-]{20,}/)?.[0];
    expect(path, 'confirmation link').toBeTruthy();
    return path as string;
  };

  test('takes effect when the link mailed to the new address is opened', async ({ page, request }) => {
    const NEW = 'ops@kestreldigital.example';
    await openAdmin(page, request);
    await page.goto('/ProfilePage');
    let since = smtp.mails.length;
    await page.getByLabel(PROFILE_WORDS.newEmail).fill(NEW);
    // The e-mail form has its own 'Current password' box (the password form has another).
    await page
      .locator('form')
      .filter({ has: page.getByLabel(PROFILE_WORDS.newEmail) })
      .getByLabel(PROFILE_WORDS.currentPassword)
      .fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: PROFILE_WORDS.changeEmail }).click();
    await expect(page.getByText(AUTH_MESSAGES.emailChangeSent(NEW))).toBeVisible();
    const link = await linkTo(NEW, since);
    try {
      await page.goto(link);
      await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.emailChanged);
      await expectAccessible(page);
      const signedIn = await request.post('/api/admin/login', { data: { email: NEW, password: E2E_ADMIN.password } });
      expect(signedIn.status()).toBe(200);
    } finally {
      // Back to the address the other specs sign in with.
      const login = await request.post('/api/admin/login', { data: { email: NEW, password: E2E_ADMIN.password } });
      if (login.status() === 200) {
        const { token } = (await login.json()) as { token: string };
        since = smtp.mails.length;
        await request.post('/api/admin/me/email', {
          data: { email: E2E_ADMIN.email, currentPassword: E2E_ADMIN.password },
          headers: { authorization: `Bearer ${token}` },
        });
        const back = (await linkTo(E2E_ADMIN.email, since)).split('/').pop();
        const confirmed = await request.post('/api/admin/email/confirm', { data: { token: back } });
        expect(confirmed.status()).toBe(200);
      }
    }
  });
});
