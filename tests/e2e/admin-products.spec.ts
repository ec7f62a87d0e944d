import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_FRAME, ADMIN_MESSAGES as M, ADMIN_OUTCOMES as O } from '../../src/shared/admin-messages';
import { SERVICE_WORDS, PRODUCT_WORDS as W } from '../../src/shared/admin-words/catalog';
import { ADMIN_PAGE_SIZE } from '../../src/shared/limits';
import type { Product } from '../../src/shared/schemas/content';
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

removeWhatTheseTestsAdd('/api/product', (id) => `/api/product/${id}`);

// A broken image is made on purpose (404), and the failure test answers the product calls with 500;
// the browser logs each of those, and only those.
// (One pattern: test.use reads a two-item array as a value and its options.)
test.use({
  expectedConsole: [
    /status of (404 \(.*\) \(http:\/\/[^)]+\/uploads\/[^)]+|500 \(.*\) \(http:\/\/[^)]+\/api\/product(\/[0-9a-f-]+)?)\)$/,
  ],
});

const stamp = `${Date.now().toString(36)}`;
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const pages = (page: Page) => page.getByRole('navigation', { name: W.pagination });

async function allProducts(request: APIRequestContext) {
  return (await (await request.get('/api/product')).json()) as Product[];
}

/** Products made for a test, deleted again after it. */
const made = madeRecords<Product>('/api/product');
const makeProduct = async (request: APIRequestContext, token: string, name: string) =>
  made.make(request, token, { name, description: `Made by the products test (${name}).`, image: await pngFile() });

test('the list shows nine products a page with Previous, numbered pages and Next; a broken image shows the default', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const existing = (await allProducts(request)).length;
  // At least ten in all, so there is a second page.
  for (let i = 0; i < Math.max(1, ADMIN_PAGE_SIZE + 1 - existing); i++)
    await makeProduct(request, token, `Paged ${stamp} ${i}`);
  const broken = await makeProduct(request, token, `Broken image ${stamp}`);
  const stem = (broken.image ?? '').replace(/\.\w+$/, '');
  await page.route(`**/uploads/${stem}*`, (route) => route.fulfill({ status: 404, body: '' }));
  const total = (await allProducts(request)).length;

  await openAdmin(page, request);
  await openSection(page, 'Products');
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
  await expect(pages(page)).toContainText(`Showing 1-${ADMIN_PAGE_SIZE} of ${total}`);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(ADMIN_PAGE_SIZE);
  await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pages(page).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await pages(page).getByRole('button', { name: 'Next' }).click();
  await expect(pages(page)).toContainText(`Showing 10-${Math.min(18, total)} of ${total}`);
  await expect(pages(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Leaving the list for a form and coming back returns to the same page.
  const second = page.getByRole('main').getByRole('listitem').first();
  const secondName = await second.getByRole('heading').innerText();
  await second.getByRole('button', { name: W.edit(secondName) }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(pages(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(card(page, secondName)).toBeVisible();
  await pages(page).getByRole('button', { name: 'Previous' }).click();
  await expect(pages(page)).toContainText(`Showing 1-${ADMIN_PAGE_SIZE} of ${total}`);

  await pageTo(page, W.pagination, card(page, broken.name));
  await expect(card(page, broken.name).locator('img')).toHaveAttribute('src', DEFAULT_IMAGE);
});

test('adding shows each field message by its field; a product is added, edited and deleted', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, 'Products');
  await page.getByRole('button', { name: W.add }).click();
  await expect(page.getByRole('heading', { level: 1, name: W.addTitle })).toBeVisible();

  await page.getByLabel(W.link).fill('not a web address');
  await page.getByRole('button', { name: W.create }).click();
  await expect(page.getByText(M.productNameRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(M.productDescriptionRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(M.productImageRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(M.linkInvalid, { exact: true })).toBeVisible();
  await expect(page.getByLabel(W.name)).toHaveAttribute('aria-invalid', 'true');
  await page.locator('input[type=file]').setInputFiles(textFile);
  await expect(page.getByText(M.productImageInvalid, { exact: true })).toBeVisible();
  await expectAccessible(page);

  const name = `Added product ${stamp}`;
  await page.getByLabel(W.name).fill(name);
  await page.getByLabel(W.description).fill('A product added through the form.');
  await page.getByLabel(W.link).fill('https://added.example');
  // Each look once: no two choices that show the same card (the standard look is White, checked at first).
  const looks = page.getByRole('group', { name: W.style }).getByRole('radio');
  await expect(looks).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /^White/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Dark/ }).check();
  // A refused file replaces an earlier choice: its message shows and no image is chosen any more.
  await page.locator('input[type=file]').setInputFiles(await pngFile('first.png'));
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^blob:/);
  await page.locator('input[type=file]').setInputFiles(textFile);
  await expect(page.getByText(M.productImageInvalid, { exact: true })).toBeVisible();
  await expect(page.getByTestId('image-preview')).not.toHaveAttribute('src', /^blob:/);
  await page.locator('input[type=file]').setInputFiles(await pngFile('added.png'));
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText(M.productImageInvalid)).toBeHidden();
  await page.getByRole('button', { name: W.create }).click();
  await expect(toast(page, W.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();

  const added = (await allProducts(request)).find((p) => p.name === name);
  expect(added).toMatchObject({ link: 'https://added.example', style: 'black-img-white-text' });
  made.track(added?._id);
  await pageTo(page, W.pagination, card(page, name));
  await expect(card(page, name).getByRole('link')).toHaveAttribute('href', 'https://added.example');

  // Edit: the form is filled in; the image stays unless a new one is chosen; the link can be cleared.
  await card(page, name)
    .getByRole('button', { name: W.edit(name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: W.editTitle })).toBeVisible();
  await expect(page.getByLabel(W.name)).toHaveValue(name);
  await expect(page.getByRole('radio', { name: /^Dark/ })).toBeChecked();
  await expectAccessible(page);
  const renamed = `${name} renamed`;
  await page.getByLabel(W.name).fill(renamed);
  await page.getByLabel(W.link).fill('');
  await page.getByRole('button', { name: W.update }).click();
  await expect(toast(page, W.updated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
  const edited = (await allProducts(request)).find((p) => p._id === added?._id);
  expect(edited).toMatchObject({ name: renamed, link: null, image: added?.image });

  // Cancel goes back to the list without saving.
  await pageTo(page, W.pagination, card(page, renamed));
  await card(page, renamed)
    .getByRole('button', { name: W.edit(renamed) })
    .click();
  await page.getByLabel(W.name).fill('Not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();

  // Delete asks first; Cancel keeps the product, Delete removes it at once.
  await pageTo(page, W.pagination, card(page, renamed));
  await card(page, renamed)
    .getByRole('button', { name: W.remove(renamed) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(W.deleteConfirm);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, renamed)).toBeVisible();
  await card(page, renamed)
    .getByRole('button', { name: W.remove(renamed) })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, renamed)).toHaveCount(0);
  await expect(toast(page, W.deleted)).toBeVisible();
  expect((await allProducts(request)).some((p) => p._id === added?._id)).toBe(false);
});

test('leaving a form with unsaved changes for another section asks first', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'Products');
  await page.getByRole('button', { name: W.add }).click();
  // An untouched form is left without a question.
  await openSection(page, 'Services');
  await expect(page.getByRole('heading', { level: 1, name: SERVICE_WORDS.heading })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openSection(page, 'Products');
  await page.getByRole('button', { name: W.add }).click();
  await page.getByLabel(W.name).fill('Half-written product');

  await openSection(page, 'Services');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(ADMIN_FRAME.leaveUnsaved);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: W.addTitle })).toBeVisible();
  await expect(page.getByLabel(W.name)).toHaveValue('Half-written product');

  await openSection(page, 'Services');
  await dialog.getByRole('button', { name: ADMIN_FRAME.leave }).click();
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Services' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel(W.name)).toHaveCount(0);
});

test("failures say so in the spec's words: loading, saving and deleting", async ({ page, request }) => {
  const token = await adminToken(request);
  const product = await makeProduct(request, token, `Undeletable ${stamp}`);
  await openAfterFailedLoad(page, request, 'Products', '/api/product', O.productFetchFailed);
  await pageTo(page, W.pagination, card(page, product.name));

  await page.route(`**/api/product/${product._id}`, async (route) => {
    // A moment's delay, so the busy button can be seen.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ status: 500, body: '' });
  });
  await card(page, product.name)
    .getByRole('button', { name: W.remove(product.name) })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, O.productDeleteFailed)).toBeVisible();
  await expect(card(page, product.name)).toBeVisible();

  await card(page, product.name)
    .getByRole('button', { name: W.edit(product.name) })
    .click();
  await page.getByRole('button', { name: W.update }).click();
  await expect(page.getByRole('button', { name: W.saving })).toBeDisabled();
  await expect(toast(page, O.productSaveFailed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: W.editTitle })).toBeVisible();
  await expect(page.getByLabel(W.name)).toHaveValue(product.name);
});
