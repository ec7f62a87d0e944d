/**
 * 'Stay Updated' for real (issue 14): the form asks to confirm by mail, the mailed link confirms on a page of the
 * site, the unsubscribe link's page has one button; without JavaScript the form still works.
 */
import { SMTP_PORT } from '../../playwright.config';
import { PUBLIC_MESSAGES } from '../../src/shared/messages';
import { SUBSCRIPTION_WORDS as W } from '../../src/shared/subscriptions';
import { startSmtp, type TestSmtp, textOf } from '../helpers/smtp';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

const ARTICLE = '/blog/how-we-cut-page-load-time-by-60-for-a-retail-client';

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp(SMTP_PORT);
});
test.afterAll(() => smtp.close());

const pathIn = (text: string, pattern: RegExp) => {
  const link = text.match(pattern)?.[1];
  if (!link) throw new Error(`no link in:\n${text}`);
  return new URL(link).pathname;
};

test('subscribing asks to confirm by mail; the button behind the link confirms, and the unsubscribe link ends it with one button', async ({
  page,
}) => {
  const email = `reader-${Date.now().toString(36)}@example.org`;
  await page.goto(ARTICLE);
  const form = page.getByRole('region', { name: PUBLIC_MESSAGES.stayUpdated });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(W.checkInbox);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));

  const mail = textOf(await smtp.waitFor(email, 0, /confirm/));
  await page.goto(pathIn(mail, /(https?:\/\/\S+\/subscribe\/confirm\/[\w-]+)/));
  // Opening the link is not consent (mail scanners open links): the reader presses the button.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(W.confirmTitle);
  await page.getByRole('button', { name: W.confirmButton }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(W.confirmedTitle);
  await expectAccessible(page);

  const unsubscribe = pathIn(mail, /^List-Unsubscribe:\s+<(\S+)>/m);
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(W.unsubscribeTitle);
  await page.getByRole('button', { name: W.unsubscribeButton }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(W.unsubscribedTitle);
  await expectAccessible(page);
  // The link opened again (from another mail, say) says it is done, with no button to do it again (issue 27).
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(W.unsubscribedTitle);
  await expect(page.getByRole('button', { name: W.unsubscribeButton })).toHaveCount(0);
});

test('without JavaScript the form posts to the server, which answers with a page asking to confirm', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ARTICLE);
  const form = page.getByRole('region', { name: PUBLIC_MESSAGES.stayUpdated });
  await form.getByLabel('Email address').fill(`plain-${Date.now().toString(36)}@example.org`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(W.subscribingTitle);
  await expect(page.getByText(W.checkInbox)).toBeVisible();
  await context.close();
});
