import { ADMIN_FRAME } from '../../src/shared/admin-messages';
import { BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import { openAdmin, openSection } from './admin';
import { expect, test } from './fixtures';

test("the form's Cancel asks before throwing away changes, and leaves at once when there are none", async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.add }).click();
  await page.getByRole('button', { name: W.cancel, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: W.add }).click();
  await page.getByLabel(W.title, { exact: true }).fill('Half a thought');
  await page.getByRole('button', { name: W.cancel, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(ADMIN_FRAME.leaveUnsaved);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel(W.title, { exact: true })).toHaveValue('Half a thought');

  await page.getByRole('button', { name: W.cancel, exact: true }).click();
  await dialog.getByRole('button', { name: ADMIN_FRAME.leave }).click();
  await expect(page.getByRole('heading', { level: 1, name: W.heading })).toBeVisible();
});

test("a new post's text comes back after a reload, with a notice, until it is saved or discarded", async ({
  page,
  request,
}) => {
  page.on('dialog', (dialog) => dialog.accept());
  await openAdmin(page, request);
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.add }).click();
  await page.getByLabel(W.title, { exact: true }).fill('Written before the reload');
  const editor = page.getByRole('textbox', { name: W.content });
  await editor.click();
  await page.keyboard.type('Words that must not be lost.');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kestrel:blog-draft:new') ?? ''))
    .toContain('Words that must not be lost.');

  await page.reload();
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.add }).click();
  const notice = page.getByRole('status').filter({ hasText: 'was brought back' });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel(W.title, { exact: true })).toHaveValue('Written before the reload');
  await expect(editor).toContainText('Words that must not be lost.');

  await notice.getByRole('button', { name: W.discardRestored }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByLabel(W.title, { exact: true })).toHaveValue('');
  await expect(editor).not.toContainText('Words that must not be lost.');
  await page.reload();
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.add }).click();
  await expect(page.getByLabel(W.title, { exact: true })).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'was brought back' })).toHaveCount(0);
});
