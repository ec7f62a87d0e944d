import { E2E_ADMIN, SMTP_PORT } from '../../playwright.config';
import { AUTH_MESSAGES } from '../../src/shared/admin-messages';
import { CODE_MAIL, codeIn, startSmtp, type TestSmtp } from '../helpers/smtp';
import { expect, test } from './fixtures';

// These tests provoke refusals on purpose (wrong password, wrong code, a revoked token); the browser
// logs each refused API call, and only those.
test.use({ expectedConsole: [/status of (400|401) \(.*\) \(http:\/\/[^)]+\/api\/admin\/(login|me|verifyotp)\)$/] });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp(SMTP_PORT);
});
test.afterAll(() => smtp.close());

async function signIn(page: import('@playwright/test').Page, password = E2E_ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the admin area sends a visitor without a token to the sign-in screen', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Remember Password')).toBeVisible();
});

test('a link into the back office opened while signed out leads there after signing in', async ({ page }) => {
  // As the link in a contact-message mail does.
  await page.goto('/admin?section=userSubmissions');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Contact Submissions' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('signing in shows the dashboard, a wrong password says why, Logout forgets the token', async ({ page }) => {
  await signIn(page, 'not the password');
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();

  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  // On a phone the sidebar, and its Logout, slide in from the menu button.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('a token the server refuses sends the user to sign in, saying the session expired', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('authToken', 'eyJhbGciOiJIUzI1NiJ9.e30.bad-signature'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.sessionExpired);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('password recovery: e-mailed code, four boxes, matching passwords, success, and old sessions end', async ({
  page,
  context,
}) => {
  // The longest flow of the suite (two tabs, three password hashes, a mail, a 2-second redirect): on a loaded
  // two-core machine it came within a second of the default 30 s, so it gets the slow tests' time.
  test.slow();
  // A session opened before the reset, in another tab: the reset must end it.
  const otherTab = await context.newPage();
  await signIn(otherTab);
  await expect(otherTab.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forget Password' }).click();
  await expect(page).toHaveURL(/\/emailrequest$/);
  const since = smtp.mails.length;
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/verifyotp$/);
  expect(page.url()).not.toContain('@');
  const code = codeIn(await smtp.waitFor(E2E_ADMIN.email, since, CODE_MAIL));

  // A wrong code first, typed box by box: each box advances to the next.
  const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
  await page.getByLabel('Character 1 of 4').click();
  await page.keyboard.type(wrong.toLowerCase());
  await expect(page.getByLabel('Character 4 of 4')).toHaveValue(wrong[3] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.otpInvalid);

  // The right code, pasted into the first box, fills all four.
  await page.getByLabel('Character 1 of 4').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  await expect(page.getByLabel('Character 4 of 4')).toHaveValue(code[3] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  expect(page.url()).not.toMatch(/token|@/i);

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordTooShort)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.passwordReset);

  // After 2 s, the confirmation screen.
  await expect(page).toHaveURL(/\/SuccessMessage$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: AUTH_MESSAGES.successTitle })).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.successText)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The session opened before the reset is over.
  await otherTab.reload();
  await expect(otherTab).toHaveURL(/\/login$/);
  await expect(otherTab.getByRole('status')).toHaveText(AUTH_MESSAGES.sessionExpired);

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the recovery steps need the e-mail from the step before', async ({ page }) => {
  await page.goto('/verifyotp');
  await expect(page).toHaveURL(/\/emailrequest$/);
  await page.goto('/resetpassword');
  await expect(page).toHaveURL(/\/emailrequest$/);
});
