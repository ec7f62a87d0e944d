import { ADMIN_FRAME } from '../../src/shared/admin-messages';
import { expectAccessible } from './a11y';
import { adminToken, openAdmin } from './admin';
import { expect, test } from './fixtures';

const me = (request: import('@playwright/test').APIRequestContext, token: string) =>
  request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } });

test('Logout ends the session on the server: its token stops working', async ({ page, request }) => {
  const token = await openAdmin(page, request);
  expect((await me(request, token)).status()).toBe(200);
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
