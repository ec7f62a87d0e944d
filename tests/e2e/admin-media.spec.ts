/**
 * Issue 13's media library: every stored image with where it is used; a description set once shows on the public
 * site; an image in use cannot be deleted; any image field can take an image from the library.
 */
import type { APIRequestContext } from '@playwright/test';
import { SERVICE_WORDS } from '../../src/shared/admin-words/catalog';
import { MEDIA_WORDS } from '../../src/shared/admin-words/media';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection, pngFile } from './admin';
import { expect, test } from './fixtures';

type Item = { _id: string; url: string; fileName: string; alt: string | null; usedBy: { title: string }[] };
type Service = { _id: string; name: string; description: string; imageUrl: string };

async function libraryItems(request: APIRequestContext, q: string): Promise<Item[]> {
  const answer = await adminRequest(request, await adminToken(request)).get(
    `/api/admin/media?q=${encodeURIComponent(q)}`,
  );
  return (await answer.json()).items;
}

async function uploadToLibrary(request: APIRequestContext, name: string) {
  const answer = await adminRequest(request, await adminToken(request)).multipart('post', '/api/blog/content-images', {
    image: await pngFile(name, '#0f766e', 320, 200),
  });
  expect(answer.status()).toBe(201);
}

test.describe('an image in use', () => {
  test.use({ expectedConsole: [/status of 409 \(.*\) \(http:\/\/[^)]+\/api\/admin\/media\/[^)]+\)$/] });

  test('is found by its file name, described once for every page, and refused deletion while used', async ({
    page,
    request,
  }) => {
    const services: Service[] = await (await request.get('/api/service')).json();
    const service = services[0] as Service;
    const fileName = `${service.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
    const [before] = await libraryItems(request, fileName);
    const description = `Sketch of the ${service.name} process`;
    try {
      await openAdmin(page, request);
      await openSection(page, 'Media');
      await page.getByRole('searchbox', { name: MEDIA_WORDS.search }).fill(fileName);
      const card = page.getByRole('button', { name: MEDIA_WORDS.details(fileName) });
      await expect(card).toBeVisible();
      await expect(page.getByRole('button', { name: /^Details of / })).toHaveCount(1);
      await expectAccessible(page);
      await card.click();

      const details = page.getByRole('dialog', { name: fileName });
      await expect(details.getByRole('link', { name: service.name })).toBeVisible();
      await details.getByLabel(MEDIA_WORDS.alt).fill(description);
      await details.getByRole('button', { name: MEDIA_WORDS.save }).click();
      await expect(page.getByText(MEDIA_WORDS.saved)).toBeVisible();
      await expectAccessible(page);

      // In use: it says where at once, rather than asking 'Delete for good?' for a delete that would be refused.
      await details.getByRole('button', { name: MEDIA_WORDS.delete }).click();
      await expect(details.getByRole('alert')).toContainText(MEDIA_WORDS.inUse);
      await expect(page.getByText(MEDIA_WORDS.deleteConfirm)).toBeHidden();
      await expect(details.getByRole('alert').getByRole('link', { name: service.name })).toBeVisible();
      await details.getByRole('button', { name: MEDIA_WORDS.close }).click();

      await page.goto('/services');
      await expect(page.getByRole('img', { name: description })).toBeVisible();
    } finally {
      const token = await adminToken(request);
      await request.patch(`/api/admin/media/${before?._id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { alt: before?.alt ?? '' },
      });
    }
  });
});

test("a service's form takes an image from the library instead of an upload", async ({ page, request }) => {
  const name = `library-pick-${Date.now().toString(36)}.png`;
  await uploadToLibrary(request, name);
  const services: Service[] = await (await request.get('/api/service')).json();
  const service = services[1] as Service;
  const [original] = (await libraryItems(request, service.imageUrl.replace('/uploads/', ''))) as Item[];
  try {
    await openAdmin(page, request);
    await openSection(page, 'Services');
    await page.getByRole('button', { name: SERVICE_WORDS.edit(service.name) }).click();
    await page.getByRole('button', { name: MEDIA_WORDS.choose }).click();
    const picker = page.getByRole('dialog', { name: MEDIA_WORDS.chooseTitle });
    await picker.getByRole('searchbox', { name: MEDIA_WORDS.search }).fill(name);
    await expect(picker.getByRole('button', { name: /^Use / })).toHaveCount(1);
    await expectAccessible(page);
    await picker.getByRole('button', { name: MEDIA_WORDS.use(name) }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText(`${MEDIA_WORDS.chosen}: ${name}`)).toBeVisible();
    await page.getByRole('button', { name: SERVICE_WORDS.editTitle, exact: true }).click();
    await expect(page.getByText(SERVICE_WORDS.updated)).toBeVisible();

    const [picked] = await libraryItems(request, name);
    const after: Service[] = await (await request.get('/api/service')).json();
    expect(after.find((s) => s._id === service._id)?.imageUrl).toBe(picked?.url);
    expect(picked?.usedBy.map((u) => u.title)).toEqual([service.name]);
  } finally {
    const answer = await adminRequest(request, await adminToken(request)).multipart(
      'put',
      `/api/service/${service._id}`,
      { name: service.name, description: service.description, imageId: original?._id ?? '' },
    );
    expect(answer.ok()).toBe(true);
  }
});

test('an image nothing uses is deleted from the library, and its file goes', async ({ page, request }) => {
  const name = `unused-${Date.now().toString(36)}.png`;
  await uploadToLibrary(request, name);
  const [item] = await libraryItems(request, name);
  await openAdmin(page, request);
  await openSection(page, 'Media');
  await page.getByRole('searchbox', { name: MEDIA_WORDS.search }).fill(name);
  await page.getByRole('button', { name: MEDIA_WORDS.details(name) }).click();
  const details = page.getByRole('dialog', { name });
  await expect(details.getByText(MEDIA_WORDS.notUsed)).toBeVisible();
  await details.getByRole('button', { name: MEDIA_WORDS.delete }).click();
  await page
    .getByRole('dialog', { name: MEDIA_WORDS.deleteConfirm })
    .getByRole('button', { name: MEDIA_WORDS.delete })
    .click();
  await expect(page.getByText(MEDIA_WORDS.deleted)).toBeVisible();
  await expect(page.getByText(MEDIA_WORDS.noMatch(name))).toBeVisible();
  expect((await request.get(item?.url ?? '')).status()).toBe(404);
});
