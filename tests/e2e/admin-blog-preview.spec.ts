import type { APIRequestContext, Page } from '@playwright/test';
import { BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import { PUBLIC_MESSAGES } from '../../src/shared/messages';
import { expectAccessible } from './a11y';
import { adminRequest, openAdmin, openSection, removeWhatTheseTestsAdd } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens the edit form of a new draft made through the API. */
async function editNewDraft(page: Page, request: APIRequestContext, title: string) {
  const token = await openAdmin(page, request);
  const admin = adminRequest(request, token);
  const created = await admin.multipart('post', '/api/blog', {
    title,
    category: 'Business',
    status: 'draft',
    content: '<p>Words as saved.</p>',
  });
  expect(created.status()).toBe(201);
  await openSection(page, 'Blogs');
  await page
    .getByTestId('blog-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: W.edit(title) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: W.editTitle })).toBeVisible();
}

/** The public page of a link, on the address the browser tests reach the server by. */
const onTestServer = (url: string, baseURL: string | undefined) => new URL(new URL(url).pathname, baseURL).href;

test('Preview opens the public article with the unsaved changes and the Draft badge; nothing is saved', async ({
  page,
  request,
  context,
}) => {
  const title = unique('Saved title');
  await editNewDraft(page, request, title);
  const changed = unique('Unsaved title');
  await page.getByLabel(W.title, { exact: true }).fill(changed);

  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: W.preview, exact: true }).click();
  const tab = await opened;
  await tab.waitForURL(/\/blog\/preview\/[\w-]+$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(changed);
  await expect(tab.getByText(PUBLIC_MESSAGES.draftBadge, { exact: true })).toBeVisible();
  await expect(tab.getByText('Words as saved.').first()).toBeVisible();
  await tab.close();

  // The form still holds the change, and the post is as it was saved.
  await expect(page.getByLabel(W.title, { exact: true })).toHaveValue(changed);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const list = await (
    await request.get('/api/blog/admin/all?limit=100', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(list.some((post: { title: string }) => post.title === title)).toBe(true);
  expect(list.some((post: { title: string }) => post.title === changed)).toBe(false);
});

test('Share preview makes a link a reviewer opens without an account, until the link is ended', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const title = unique('Shared draft');
  await editNewDraft(page, request, title);
  await page.getByRole('button', { name: W.share, exact: true }).click();
  const field = page.getByLabel(W.shareLabel, { exact: true });
  await expect(field).toHaveValue(/\/blog\/preview\/[\w-]{43}$/);
  await expect(page.getByText(W.shareHint, { exact: false })).toBeVisible();
  await expectAccessible(page);
  const link = onTestServer(await field.inputValue(), baseURL);

  // A fresh browser: no sign-in, nothing stored.
  const reviewer = await browser.newContext();
  const view = await reviewer.newPage();
  const response = await view.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(view.getByText(PUBLIC_MESSAGES.draftBadge, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: W.endShare }).click();
  await expect(page.getByText(W.ended)).toBeVisible();
  await expect(field).toHaveCount(0);
  const after = await view.reload();
  expect(after?.status()).toBe(404);
  await expect(view.getByText(PUBLIC_MESSAGES.articleNotFound).first()).toBeVisible();
  await reviewer.close();
});
