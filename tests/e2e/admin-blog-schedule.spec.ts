/** Scheduling a post from the blog form (issue 12): the time in the administrator's zone, the card, the public side. */
import { BLOG_SCHEDULE_MESSAGES, BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import { expectAccessible } from './a11y';
import { adminRequest, openAdmin, openSection, removeWhatTheseTestsAdd, toast } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);

test('a post scheduled for tomorrow shows "Scheduled for", stays off the public site, and keeps its time', async ({
  page,
  request,
}) => {
  const token = await openAdmin(page, request);
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.add }).click();
  const title = `Timed post ${Date.now().toString(36)}`;
  await page.getByLabel(W.title, { exact: true }).fill(title);
  await page.getByLabel(W.category, { exact: true }).selectOption('Technology');
  await page.getByLabel(W.status, { exact: true }).selectOption('scheduled');
  const when = page.getByLabel(W.publishAt);
  await expect(when).toBeVisible();
  // Tomorrow at 09:30 in the browser's time zone.
  const local = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    d.setHours(9, 30, 0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      input: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`,
      iso: d.toISOString(),
    };
  });
  await when.fill(local.input);
  await expectAccessible(page);
  await page.getByRole('button', { name: W.create }).click();
  await expect(toast(page, W.created)).toBeVisible();

  const card = page.getByTestId('blog-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByTestId('blog-status')).toContainText('Scheduled for');
  const list = await (await adminRequest(request, token).get('/api/blog/admin/all?limit=100')).json();
  const saved = list.find((post: { title: string }) => post.title === title);
  expect(saved).toMatchObject({ status: 'scheduled', publishAt: local.iso });
  expect((await request.get(`/blog/${saved.slug}`)).status()).toBe(404);

  // The form shows the same local time when opened again.
  await card.getByRole('button', { name: W.edit(title) }).click();
  await expect(page.getByLabel(W.publishAt)).toHaveValue(local.input);
});

test('scheduling without a time says so by the field', async ({ page, request }) => {
  await openAdmin(page, request);
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.add }).click();
  await page.getByLabel(W.title, { exact: true }).fill('Never scheduled');
  await page.getByLabel(W.category, { exact: true }).selectOption('Technology');
  await page.getByLabel(W.status, { exact: true }).selectOption('scheduled');
  await page.getByRole('button', { name: W.create }).click();
  await expect(page.getByText(BLOG_SCHEDULE_MESSAGES.publishAtRequired)).toBeVisible();
  await expect(page.getByLabel(W.publishAt)).toHaveAttribute('aria-invalid', 'true');
});
