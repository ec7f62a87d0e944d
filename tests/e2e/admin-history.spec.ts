/**
 * History (issue 12): a form's 'History' with its word diff and Restore, 'Recently deleted' and 'Activity'.
 * Each test puts back what it changed, so the other spec files see the demo content.
 */
import type { APIRequestContext } from '@playwright/test';
import { SERVICE_WORDS as SW } from '../../src/shared/admin-words/catalog';
import { TERMS_WORDS as T } from '../../src/shared/admin-words/documents';
import { HISTORY_TYPE_NAMES, HISTORY_WORDS as W } from '../../src/shared/admin-words/history';
import type { Terms } from '../../src/shared/schemas/legal';
import { expectAccessible } from './a11y';
import { adminRequest, openAdmin, openSection, pngFile, toast } from './admin';
import { expect, test } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const terms = async (request: APIRequestContext) => ((await (await request.get('/api/terms')).json()) as Terms[])[0];

test('History shows what changed since a version of the Terms, word by word, and Restore brings it back', async ({
  page,
  request,
}) => {
  const token = await openAdmin(page, request);
  const admin = adminRequest(request, token);
  const original = await terms(request);
  if (!original) throw new Error('the demo site has terms');
  const input = { title: original.title, intro: original.intro, sections: original.sections };
  const changed = `Changed terms ${stamp()}`;
  expect((await admin.putJson('/api/terms', { ...input, title: changed })).ok()).toBe(true);
  try {
    await openSection(page, T.heading);
    await expect(page.getByLabel(T.title, { exact: true }).first()).toHaveValue(changed);
    await page.getByRole('button', { name: W.history }).click();
    const dialog = page.getByRole('dialog', { name: W.history });
    await expect(dialog).toBeVisible();
    // Newest first: the change just made, then the version before it, which is compared at once.
    const versions = dialog.getByRole('listitem');
    await expect(versions.first()).toContainText(W.current);
    await expect(versions.nth(1).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    const diff = dialog.getByRole('region', { name: W.compare });
    await expect(diff.getByText('Title', { exact: true })).toBeVisible();
    await expect(diff.locator('del')).toHaveText(original.title);
    await expect(diff.locator('ins')).toHaveText(changed);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: W.restore }).click();
    await expect(toast(page, W.restored)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel(T.title, { exact: true }).first()).toHaveValue(original.title);
    expect((await terms(request))?.title).toBe(original.title);
  } finally {
    await admin.putJson('/api/terms', input);
  }
});

test('History opens with the focus on Close, and Escape or Close gives it back to the History button', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, T.heading);
  const history = page.getByRole('button', { name: W.history });
  const dialog = page.getByRole('dialog', { name: W.history });
  for (const close of [
    () => page.keyboard.press('Escape'),
    () => dialog.getByRole('button', { name: W.close }).click(),
  ]) {
    await history.click();
    await expect(dialog.getByRole('button', { name: W.close })).toBeFocused();
    await close();
    await expect(dialog).toBeHidden();
    await expect(history).toBeFocused();
  }
});

test('a deleted service is in Recently deleted and Restore brings it back, picture included', async ({
  page,
  request,
}) => {
  const token = await openAdmin(page, request);
  const admin = adminRequest(request, token);
  const name = `Deleted service ${stamp()}`;
  const created = await admin.multipart('post', '/api/service', {
    name,
    description: 'Deleted, then brought back.',
    image: await pngFile('deleted.png', '#16a34a'),
  });
  expect(created.status()).toBe(201);
  const service = (await created.json()) as { _id: string; imageUrl: string };
  try {
    expect((await admin.delete(`/api/service/${service._id}`)).status()).toBe(204);
    await openSection(page, W.trash.heading);
    const entry = page.getByRole('listitem').filter({ hasText: name });
    await expect(entry).toContainText(HISTORY_TYPE_NAMES.service ?? '');
    await expectAccessible(page);
    await entry.getByRole('button', { name: `${W.trash.restore}: ${name}` }).click();
    await expect(toast(page, W.trash.restored(name))).toBeVisible();
    await expect(entry).toBeHidden();

    await openSection(page, SW.heading);
    await expect(page.getByText(name).first()).toBeVisible();
    expect((await request.get(service.imageUrl)).status()).toBe(200);
  } finally {
    await admin.delete(`/api/service/${service._id}`);
  }
});

test('Activity lists who changed what, newest first, and filters by kind', async ({ page, request }) => {
  const token = await openAdmin(page, request);
  const admin = adminRequest(request, token);
  const title = `Logged achievement ${stamp()}`;
  const body = {
    title,
    description: 'Written to show in the activity log.',
    statistics: { projectsCompleted: 1, yearOnYearGrowth: 1, funded: 1, downloads: 1 },
    date: '2026-01-31',
  };
  const created = await admin.postJson('/api/achievements', body);
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  try {
    await openSection(page, W.activity.heading);
    await page.getByLabel(W.activity.kind).selectOption('achievements');
    const entries = page.getByRole('list', { name: W.activity.heading }).getByRole('listitem');
    const first = entries.first();
    await expect(first).toContainText(`${W.actions.create?.toLowerCase()} achievement ${title}`);
    // Only achievements are listed now.
    await expect(entries.filter({ hasNotText: 'achievement' })).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await admin.delete(`/api/achievements/${_id}`);
  }
});
