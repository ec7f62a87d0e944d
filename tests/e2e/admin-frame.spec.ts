import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, SMTP_PORT } from '../../playwright.config';
import { ADMIN_FRAME, ADMIN_OUTCOMES, AUTH_MESSAGES, DASHBOARD_WORDS } from '../../src/shared/admin-messages';
import { BACKUP_WORDS } from '../../src/shared/backups';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection } from './admin';
import { expect, test } from './fixtures';

/** The computed text colour as RGB, whatever colour space the stylesheet wrote it in. */
function rgbOf(locator: import('@playwright/test').Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [0, 0, 0];
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
// Hidden off-screen on phones until the menu opens: found either way, so visibility can be asserted.
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections', includeHidden: true });
const sectionButton = (page: Page, name: string) => sidebar(page).getByRole('button', { name, includeHidden: true });

test('the dashboard shows the four counts from the API and the two sample charts', async ({ page, request }) => {
  const token = await openAdmin(page, request);
  const counts = await (await adminRequest(request, token).get('/api/admin/dashboard')).json();

  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_WORDS.heading })).toBeVisible();
  for (const key of ['services', 'products', 'blogs', 'visitors'] as const) {
    const card = page.getByTestId(`card-${key}`);
    await expect(card).toContainText(DASHBOARD_WORDS.cards[key]);
    await expect(card).toContainText(String(counts[key]));
  }
  for (const title of [DASHBOARD_WORDS.sales, DASHBOARD_WORDS.orders]) {
    const panel = page.getByRole('region', { name: title });
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel.locator('canvas')).toBeVisible();
  }
  // The charts' numbers are there for screen readers too: the spec's samples, January to June.
  const sales = page.getByRole('table', { name: DASHBOARD_WORDS.sales });
  await expect(sales.getByRole('row', { name: 'June' })).toContainText('350');
  const orders = page.getByRole('table', { name: DASHBOARD_WORDS.orders });
  await expect(orders.getByRole('row', { name: 'January' })).toContainText('30');
  // This test server has no BACKUP_DIR: the dashboard says there is no backup, and how to schedule one.
  const backups = page.getByRole('region', { name: BACKUP_WORDS.title });
  await expect(backups).toContainText(BACKUP_WORDS.none);
  await expect(backups.getByRole('status')).toHaveText(BACKUP_WORDS.notScheduled);
  // A backup of the whole site, now: the archive `npm run backup` writes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    backups.getByRole('button', { name: BACKUP_WORDS.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kestrel-backup-\d{4}-\d\d-\d\d\.tar\.gz$/);
  const archive = await readFile((await download.path()) ?? '');
  expect([...archive.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  expect(archive.length).toBeGreaterThan(100_000);
  await expect(backups.getByRole('button', { name: BACKUP_WORDS.download })).toBeEnabled();

  // One column on phones, four side by side on wide screens.
  const tops = await Promise.all(
    ['services', 'visitors'].map(async (key) => (await page.getByTestId(`card-${key}`).boundingBox())?.y),
  );
  if (isPhone(page)) expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
  else expect(tops[1]).toBe(tops[0]);
  await expectAccessible(page);
});

test.describe('when the counts cannot be loaded', () => {
  test.use({ expectedConsole: [/status of 500 .*\/api\/admin\/dashboard\)$/] });
  test('the dashboard says so in red, after saying it is loading', async ({ page, request }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/dashboard', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'boom', code: 'INTERNAL' } });
    });
    await openAdmin(page, request);
    await expect(page.getByRole('status').filter({ hasText: DASHBOARD_WORDS.loading })).toBeVisible();
    release();
    const error = page.getByRole('alert').filter({ hasText: DASHBOARD_WORDS.failed });
    await expect(error).toBeVisible();
    const [r = 0, g = 0, b = 0] = await rgbOf(error.getByText(DASHBOARD_WORDS.failed));
    expect(r - Math.max(g, b), 'the error is written in red').toBeGreaterThan(80);
    await expect(page.getByTestId('card-services')).toHaveCount(0);
  });
});

test('the sidebar switches sections without changing the address, and a reload stays there', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, 'User Contacts');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(sectionButton(page, 'User Contacts')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_WORDS.heading })).toHaveCount(0);
  await expect(page).toHaveTitle(/User Contacts/);

  await page.reload();
  await expect(sectionButton(page, 'User Contacts')).toHaveAttribute('aria-current', 'page');
  await openSection(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_WORDS.heading })).toBeVisible();
});

test('on small screens the sidebar slides in with the menu button and leaves by the overlay or Escape', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  const menu = page.getByRole('button', { name: ADMIN_FRAME.openMenu });
  if (!isPhone(page)) {
    await expect(menu).toBeHidden();
    await expect(sidebar(page)).toBeVisible();
    return;
  }
  await expect(sidebar(page)).toBeHidden();
  await menu.click();
  await expect(sidebar(page)).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The menu takes the focus, and the page behind it is out of reach.
  await expect(sectionButton(page, 'Dashboard')).toBeFocused();
  const searchIsInert = () => page.locator('input[type="search"]').evaluate((el) => el.closest('[inert]') !== null);
  expect(await searchIsInert()).toBe(true);
  await expectAccessible(page);
  await page.getByTestId('sidebar-overlay').click({ position: { x: 340, y: 400 } });
  await expect(sidebar(page)).toBeHidden();

  await menu.click();
  await expect(sidebar(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await searchIsInert()).toBe(false);

  // Choosing a section closes the menu, and its heading takes the focus.
  await openSection(page, 'User Contacts');
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'User Contact Submissions' })).toBeFocused();
});

test.describe('the bell', () => {
  let smtp: TestSmtp;
  test.beforeAll(async () => {
    smtp = await startSmtp(SMTP_PORT);
  });
  test.afterAll(() => smtp.close());

  test('a contact message is mailed to the administrator, counted, listed, and opened from the bell', async ({
    page,
    request,
  }) => {
    const token = await openAdmin(page, request);
    const admin = adminRequest(request, token);
    // Whatever earlier tests left: read.
    expect((await admin.postJson('/api/admin/notifications/read', {})).status()).toBe(204);
    await page.reload();
    const bell = page.getByRole('button', { name: ADMIN_FRAME.notifications, exact: true });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await bell.click();
    await expect(page.getByText(ADMIN_FRAME.noNotifications)).toBeVisible();
    await page.keyboard.press('Escape');

    const lastName = `Bell ${Date.now().toString(36)}`;
    const sent = await request.post('/api/contact', {
      data: { firstName: 'Ada', lastName, email: 'ada@example.org', number: '+1 555 0100', message: 'Please call me.' },
    });
    expect(sent.status()).toBe(201);
    // Mailed to the administrator, a reply going to the visitor.
    const mail = await smtp.waitFor(E2E_ADMIN.email, 0, new RegExp(lastName));
    expect(mail.raw).toMatch(/^Reply-To: ada@example\.org/m);

    await page.reload();
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    const counted = page.getByRole('button', { name: `${ADMIN_FRAME.notifications} 1`, exact: true });
    // The count one sees is in the name a voice user says (axe's label-in-name rule, which axe runs only on request).
    const labelInName = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(labelInName.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await counted.click();
    await expect(counted).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await page.getByRole('button', { name: new RegExp(`^${ADMIN_FRAME.noticeMessage}`) }).click();

    // User Contacts, the message marked, read now: no 'New', and the bell has nothing left.
    await expect(page.getByRole('heading', { level: 1, name: 'User Contact Submissions' })).toBeVisible();
    // The table's row on wide screens, the card on phones: whichever shows.
    const row = page.locator('[id^="message-"]:visible').filter({ hasText: lastName });
    await expect(row).toBeVisible();
    await expect(row).toHaveClass(/ring-brand-600/);
    await expect(row.getByRole('button', { name: /as unread$/ })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // Unread again, by hand; 'Mark all as read' in the bell; kept after a reload.
    await row.getByRole('button', { name: /as unread$/ }).click();
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await bell.or(counted).click();
    await page.getByRole('button', { name: ADMIN_FRAME.markAllRead }).click();
    await expect(page.getByText(ADMIN_FRAME.noNotifications)).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    // The search box is there (the spec wires it to nothing).
    await expect(page.getByRole('searchbox', { name: ADMIN_FRAME.search, exact: true })).toBeVisible();
  });
});

test('the avatar opens the profile page of the signed-in administrator', async ({ page, request }) => {
  await openAdmin(page, request);
  await page.getByRole('link', { name: ADMIN_FRAME.profile }).click();
  await expect(page).toHaveURL(/\/ProfilePage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('admin@kestreldigital.example')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the standalone admin screens need sign-in too', async ({ page }) => {
  for (const path of ['/StepForm', '/AchievementForm', '/ProfilePage', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test.describe('a session that ends while the back office is open', () => {
  test.use({ expectedConsole: [/status of 401 .*\/api\/admin\/dashboard\)$/] });
  test('sends the user to sign in, saying the session expired', async ({ page, request }) => {
    await openAdmin(page, request);
    await openSection(page, 'Stats');
    // Loaded with the good token; only the next call goes with a refused one.
    await expect(page.getByText(ADMIN_OUTCOMES.statsExists)).toBeVisible();
    await page.evaluate(() => localStorage.setItem('authToken', 'eyJhbGciOiJIUzI1NiJ9.e30.bad-signature'));
    await openSection(page, 'Dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.sessionExpired);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});

/** Text found only in the admin frame, the chart library, the editor and the query cache. */
const ADMIN_MARKERS = ['Kestrel Admin', 'Canvas is already in use', 'ProseMirror', 'No QueryClient set'];

async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(bodies)).join('\n');
}

test('no admin code, chart library or editor is loaded on a public page', async ({ page, request }) => {
  for (const path of ['/', '/about', '/services', '/products', '/blog', '/contact', '/terms-of-service']) {
    const code = await scriptsOf(page, path);
    // At least the site's own module (a few hundred bytes) was read.
    expect(code.length, path).toBeGreaterThan(300);
    for (const marker of ADMIN_MARKERS) expect(code.includes(marker), `${marker} on ${path}`).toBe(false);
  }
  // The markers are real: the dashboard does load the frame and the charts.
  const token = await adminToken(request);
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  const admin = await scriptsOf(page, '/admin');
  expect(admin).toContain('Kestrel Admin');
  expect(admin).toContain('Canvas is already in use');
});
