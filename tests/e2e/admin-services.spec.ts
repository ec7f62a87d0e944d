import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_MESSAGES as M } from '../../src/shared/admin-messages';
import { SERVICE_WORDS as W } from '../../src/shared/admin-words/catalog';
import { ADMIN_PAGE_SIZE } from '../../src/shared/limits';
import type { Service } from '../../src/shared/schemas/content';
import { DEFAULT_IMAGE } from '../../src/web/components/Img';
import { expectAccessible } from './a11y';
import {
  adminToken,
  madeRecords,
  openAdmin,
  openAfterFailedLoad,
  openSection,
  pageTo,
  pngFile,
  removeWhatTheseTestsAdd,
  textFile,
  toast,
} from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/service', (id) => `/api/service/${id}`);

// A broken image is made on purpose (404), and the failure test answers the service calls with 500;
// the browser logs each of those, and only those. (One pattern: test.use reads a two-item array as a
// value and its options.)
test.use({
  expectedConsole: [
    /status of (404 \(.*\) \(http:\/\/[^)]+\/uploads\/[^)]+|500 \(.*\) \(http:\/\/[^)]+\/api\/service(\/[0-9a-f-]+)?)\)$/,
  ],
});

const stamp = Date.now().toString(36);
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const pages = (page: Page) => page.getByRole('navigation', { name: W.pagination });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function allServices(request: APIRequestContext) {
  return (await (await request.get('/api/service')).json()) as Service[];
}

/** Services made for a test, deleted again after it. */
const made = madeRecords<Service>('/api/service');
const makeService = async (request: APIRequestContext, token: string, name: string) =>
  made.make(request, token, { name, description: `Made by the services test (${name}).`, image: await pngFile() });

test('the table shows nine services a page with Previous, numbered pages and Next; a broken image shows the default', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const existing = (await allServices(request)).length;
  for (let i = 0; i < Math.max(1, ADMIN_PAGE_SIZE + 1 - existing); i++) {
    await makeService(request, token, `Paged ${stamp} ${i}`);
  }
  const broken = await makeService(request, token, `Broken image ${stamp}`);
  const stem = (broken.image ?? '').replace(/\.\w+$/, '');
  await page.route(`**/uploads/${stem}*`, (route) => route.fulfill({ status: 404, body: '' }));
  const total = (await allServices(request)).length;

  await openAdmin(page, request);
  await openSection(page, 'Services');
  await expect(heading(page, W.heading)).toBeVisible();
  const table = page.getByRole('table');
  for (const column of [W.image, W.name, W.action]) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // The description column shows on wide screens only.
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  await expect(table.getByRole('columnheader', { name: W.description })).toBeVisible({ visible: wide });
  await expect(pages(page)).toContainText(`Showing 1-${ADMIN_PAGE_SIZE} of ${total}`);
  await expect(table.locator('tbody tr')).toHaveCount(ADMIN_PAGE_SIZE);
  await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page);

  await pages(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(pages(page)).toContainText(`Showing 10-${Math.min(18, total)} of ${total}`);
  await expect(pages(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pages(page).getByRole('button', { name: 'Previous' }).click();
  await expect(pages(page)).toContainText(`Showing 1-${ADMIN_PAGE_SIZE} of ${total}`);

  await pageTo(page, W.pagination, row(page, broken.name));
  await expect(row(page, broken.name).locator('img')).toHaveAttribute('src', DEFAULT_IMAGE);
});

test('adding shows each field message; a service is added, updated keeping its image, and deleted', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, 'Services');
  await page.getByRole('button', { name: W.add }).click();
  await expect(heading(page, W.addTitle)).toBeVisible();

  await page.getByRole('button', { name: W.addTitle }).click();
  await expect(page.getByText(M.serviceNameRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(M.serviceDescriptionRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(M.serviceImageRequired, { exact: true })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(textFile);
  await expect(page.getByText(M.serviceImageInvalid, { exact: true })).toBeVisible();
  await expectAccessible(page);

  const name = `Added service ${stamp}`;
  await page.getByLabel(W.name).fill(name);
  await page.getByLabel(W.description).fill('A service added through the form.');
  await page.locator('input[type=file]').setInputFiles(await pngFile('service.png'));
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: W.addTitle }).click();
  await expect(toast(page, W.created)).toBeVisible();
  await expect(heading(page, W.heading)).toBeVisible();
  const added = (await allServices(request)).find((s) => s.name === name);
  expect(added?.image).toBeTruthy();
  made.track(added?._id);

  // Update: the current image shows and is kept when no new file is chosen (a deliberate departure
  // from SPEC 5, which asked for a new file on every edit).
  await pageTo(page, W.pagination, row(page, name));
  await row(page, name)
    .getByRole('button', { name: W.edit(name) })
    .click();
  await expect(heading(page, W.editTitle)).toBeVisible();
  await expect(page.getByLabel(W.name)).toHaveValue(name);
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', added?.imageUrl ?? '');
  await page.getByLabel(W.name).fill('');
  await page.getByRole('button', { name: W.editTitle }).click();
  await expect(page.getByText(M.serviceNameRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(M.serviceImageRequired)).toBeHidden();
  const renamed = `${name} renamed`;
  await page.getByLabel(W.name).fill(renamed);
  await page.getByRole('button', { name: W.editTitle }).click();
  await expect(toast(page, W.updated)).toBeVisible();
  const updated = (await allServices(request)).find((s) => s._id === added?._id);
  expect(updated).toMatchObject({ name: renamed, image: added?.image });

  // Delete asks first (SPEC 2.8 deletes without asking; one click must not lose a service).
  await pageTo(page, W.pagination, row(page, renamed));
  await row(page, renamed)
    .getByRole('button', { name: W.remove(renamed) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(W.deleteConfirm);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, renamed)).toHaveCount(0);
  await expect(toast(page, W.deleted)).toBeVisible();
  expect((await allServices(request)).some((s) => s._id === added?._id)).toBe(false);
});

test('failures show an error with Try Again, and toasts when saving or deleting fails', async ({ page, request }) => {
  const service = await makeService(request, await adminToken(request), `Stubborn ${stamp}`);
  await openAfterFailedLoad(page, request, 'Services', '/api/service', W.loadFailed);
  await pageTo(page, W.pagination, row(page, service.name));

  // The failing answer is held back until the row's buttons have been seen waiting.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(`**/api/service/${service._id}`, async (route) => {
    await held;
    await route.fulfill({ status: 500, body: '' });
  });
  await row(page, service.name)
    .getByRole('button', { name: W.remove(service.name) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, service.name).getByRole('button', { name: W.remove(service.name) })).toBeDisabled();
  await expect(row(page, service.name).getByRole('button', { name: W.edit(service.name) })).toBeDisabled();
  answer();
  await expect(toast(page, W.deleteFailed)).toBeVisible();
  await expect(row(page, service.name)).toBeVisible();

  await row(page, service.name)
    .getByRole('button', { name: W.edit(service.name) })
    .click();
  await page.getByRole('button', { name: W.editTitle }).click();
  await expect(toast(page, W.saveFailed)).toBeVisible();
  await expect(heading(page, W.editTitle)).toBeVisible();
});
