/**
 * 'E-mail to subscribers' in the blog form (issue 14): a reader confirms a subscription, the administrator
 * publishes a post with the box ticked, the reader gets the post by mail, and the post's page shows the send's
 * result with the box locked (a post is e-mailed once). One real subscription here: the browser suite shares one
 * client address and its limit of 5 subscriptions per 10 minutes (newsletter.spec.ts makes the other four).
 */
import { SMTP_PORT } from '../../playwright.config';
import { BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import { NEWSLETTER_WORDS } from '../../src/shared/subscriptions';
import { startSmtp, type TestSmtp, textOf } from '../helpers/smtp';
import { expectAccessible } from './a11y';
import { openAdmin, openSection, removeWhatTheseTestsAdd, toast } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp(SMTP_PORT);
});
test.afterAll(() => smtp.close());

test('a post published with "E-mail to subscribers" reaches the confirmed reader, and its page shows the result', async ({
  page,
  request,
}) => {
  const reader = `inbox-${Date.now().toString(36)}@example.org`;
  expect((await request.post('/api/subscribe', { data: { email: reader } })).status()).toBe(202);
  const confirmLink = textOf(await smtp.waitFor(reader, 0, /confirm/)).match(
    /(https?:\/\/\S+\/subscribe\/confirm\/[\w-]+)/,
  )?.[1];
  expect(confirmLink).toBeTruthy();
  expect((await request.post(new URL(confirmLink as string).pathname, { form: {} })).status()).toBe(200);

  await openAdmin(page, request);
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.add }).click();
  const title = `Inbox post ${Date.now().toString(36)}`;
  await page.getByLabel(W.title, { exact: true }).fill(title);
  await page.getByLabel(W.category, { exact: true }).selectOption('Technology');
  await page.getByLabel(W.status, { exact: true }).selectOption('published');
  const box = page.getByRole('checkbox', { name: NEWSLETTER_WORDS.emailSubscribers });
  await expect(box).not.toBeChecked();
  await expect(page.getByText(NEWSLETTER_WORDS.newPostHint)).toBeVisible();
  await box.check();
  await page.getByRole('button', { name: W.create }).click();
  await expect(toast(page, W.created)).toBeVisible();

  const mail = await smtp.waitFor(reader, 0, new RegExp(`Subject: ${title}`));
  expect(textOf(mail)).toContain(NEWSLETTER_WORDS.readArticle);

  const card = page.getByTestId('blog-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: W.edit(title) }).click();
  await expect(page.getByText(/E-mailed: [1-9]\d* sent, 0 failed\./)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('checkbox', { name: NEWSLETTER_WORDS.emailSubscribers })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: NEWSLETTER_WORDS.emailSubscribers })).toBeDisabled();
  await expectAccessible(page);
});
