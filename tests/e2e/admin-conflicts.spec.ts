/**
 * Edit conflicts beyond the blog (issue 25, item 2; docs/api.md 'Versions'): every back-office form sends the
 * version it was opened on, so a save or delete over a colleague's save since is refused with the server's words,
 * and the form keeps what was typed. A form that stays open after a save takes the version its save made, so
 * saving twice in a row is not refused as stale.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_FRAME, API_MESSAGES } from '../../src/shared/admin-messages';
import { SERVICE_WORDS as W } from '../../src/shared/admin-words/catalog';
import { DOCUMENT_WORDS as D, TERMS_WORDS as T } from '../../src/shared/admin-words/documents';
import type { Service } from '../../src/shared/schemas/content';
import type { Terms } from '../../src/shared/schemas/legal';
import {
  adminRequest,
  adminToken,
  madeRecords,
  openAdmin,
  openSection,
  pageTo,
  pngFile,
  removeWhatTheseTestsAdd,
  toast,
} from './admin';
import { expect, test } from './fixtures';

// The refused saves and deletes (409) are the browser's console errors of these tests, and only they.
test.use({ expectedConsole: [/status of 409 \(.*\) \(http:\/\/[^)]+\/api\/(service\/[\w-]+|terms)\)$/] });

const unique = (words: string) => `${words} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('a form that closes after its save (services)', () => {
  removeWhatTheseTestsAdd('/api/service', (id) => `/api/service/${id}`);
  const made = madeRecords<Service>('/api/service');
  const serviceNamed = async (request: APIRequestContext, id: string) =>
    ((await (await request.get('/api/service')).json()) as Service[]).find((s) => s._id === id);
  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  test('a save over a colleague’s is refused with the server’s words, and what was typed stays', async ({
    page,
    request,
  }) => {
    const token = await openAdmin(page, request);
    const name = unique('Shared service');
    const service = await made.make(request, token, {
      name,
      description: 'Opened by two people.',
      image: await pngFile(),
    });
    await openSection(page, 'Services');
    await pageTo(page, W.pagination, row(page, name));
    await row(page, name)
      .getByRole('button', { name: W.edit(name) })
      .click();
    await expect(page.getByLabel(W.name)).toHaveValue(name);

    // A colleague saves the same service while the form is open here.
    const theirs = unique('Saved by a colleague');
    const colleague = adminRequest(request, token);
    expect(
      (
        await colleague.multipart('put', `/api/service/${service._id}`, {
          name: theirs,
          description: service.description,
        })
      ).status(),
    ).toBe(200);

    const mine = unique('Typed here');
    await page.getByLabel(W.name).fill(mine);
    await page.getByLabel(W.description).fill('My own description.');
    await page.getByRole('button', { name: W.editTitle }).click();
    await expect(toast(page, API_MESSAGES.staleVersion)).toBeVisible();
    // The form stays open with everything typed; the colleague's save stands.
    await expect(page.getByRole('heading', { level: 1, name: W.editTitle, exact: true })).toBeVisible();
    await expect(page.getByLabel(W.name)).toHaveValue(mine);
    await expect(page.getByLabel(W.description)).toHaveValue('My own description.');
    expect((await serviceNamed(request, service._id))?.name).toBe(theirs);

    // The list has reloaded meanwhile: reopened, the form starts from the colleague's version, and the save is made.
    await page.getByRole('button', { name: ADMIN_FRAME.cancel }).click();
    await pageTo(page, W.pagination, row(page, theirs));
    await row(page, theirs)
      .getByRole('button', { name: W.edit(theirs) })
      .click();
    await expect(page.getByLabel(W.name)).toHaveValue(theirs);
    await page.getByLabel(W.name).fill(mine);
    await page.getByRole('button', { name: W.editTitle }).click();
    await expect(toast(page, W.updated)).toBeVisible();
    expect((await serviceNamed(request, service._id))?.name).toBe(mine);
  });

  test('a delete of a service a colleague saved since the list showed it is refused; the list then shows theirs', async ({
    page,
    request,
  }) => {
    const token = await openAdmin(page, request);
    const name = unique('Doomed service');
    const service = await made.make(request, token, { name, description: 'Deleted late.', image: await pngFile() });
    await openSection(page, 'Services');
    await pageTo(page, W.pagination, row(page, name));

    const theirs = `${name} kept`;
    const colleague = adminRequest(request, token);
    expect(
      (
        await colleague.multipart('put', `/api/service/${service._id}`, {
          name: theirs,
          description: service.description,
        })
      ).status(),
    ).toBe(200);

    await row(page, name)
      .getByRole('button', { name: W.remove(name) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: ADMIN_FRAME.delete }).click();
    await expect(toast(page, API_MESSAGES.staleVersion)).toBeVisible();
    expect((await serviceNamed(request, service._id))?.name).toBe(theirs);
    // The list reloads with the colleague's version: deleting that one is made.
    await pageTo(page, W.pagination, row(page, theirs));
    await row(page, theirs)
      .getByRole('button', { name: W.remove(theirs) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: ADMIN_FRAME.delete }).click();
    await expect(toast(page, W.deleted)).toBeVisible();
    expect(await serviceNamed(request, service._id)).toBeUndefined();
  });
});

test.describe('a form that stays open after its save (terms of service)', () => {
  let original: Terms | undefined;
  test.beforeEach(async ({ request }) => {
    original = ((await (await request.get('/api/terms')).json()) as Terms[])[0];
  });
  test.afterEach(async ({ request }) => {
    if (!original) return;
    // Without its version: the original goes back over whatever the test saved since.
    const { title, intro, sections } = original;
    const admin = adminRequest(request, await adminToken(request));
    expect((await admin.putJson('/api/terms', { title, intro, sections })).status(), 'terms restored').toBe(200);
  });

  test('two saves in a row are made (each from the version the last made); after a colleague’s, the next is refused', async ({
    page,
    request,
  }) => {
    expect(original, 'the demo content has terms').toBeTruthy();
    const token = await openAdmin(page, request);
    await openSection(page, 'Terms of Service');
    const title = page.getByRole('group', { name: T.top, exact: true }).getByLabel(T.title, { exact: true });
    await expect(title).toHaveValue(original?.title ?? '');
    const saved = async () => ((await (await request.get('/api/terms')).json()) as Terms[])[0];

    for (const attempt of ['first', 'second']) {
      const words = unique(`Terms, ${attempt} save`);
      await title.fill(words);
      await page.getByRole('button', { name: D.save }).click();
      await expect(toast(page, T.saved).last()).toBeVisible();
      await expect(page.getByRole('button', { name: D.discard })).toHaveCount(0);
      expect((await saved())?.title).toBe(words);
    }

    // A colleague saves the terms while they are open here.
    const theirs = unique('Terms saved by a colleague');
    const now = await saved();
    const colleague = adminRequest(request, token);
    const body = { title: theirs, intro: now?.intro, sections: now?.sections };
    expect((await colleague.putJson('/api/terms', body)).status()).toBe(200);

    const mine = unique('Terms typed here');
    await title.fill(mine);
    await page.getByRole('button', { name: D.save }).click();
    await expect(toast(page, API_MESSAGES.staleVersion)).toBeVisible();
    await expect(title).toHaveValue(mine);
    expect((await saved())?.title).toBe(theirs);
  });
});
