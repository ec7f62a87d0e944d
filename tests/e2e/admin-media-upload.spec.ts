/**
 * Issue 27, item 13: upload in the media library itself, several files at once with a progress bar each; an image
 * in use says where before any 'Delete for good?'; the grid's buttons are named after what they show (axe).
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import { MEDIA_WORDS as W } from '../../src/shared/admin-words/media';
import { expectAccessible } from './a11y';
import { adminRequest, adminToken, openAdmin, openSection } from './admin';
import { expect, test } from './fixtures';

type Item = { _id: string; fileName: string; usedBy: { title: string }[] };

/** A PNG of noise, large enough (about 0.5 MB) that its upload takes a while on a throttled line. */
const noisePng = async (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: {
      width: 420,
      height: 420,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .png()
    .toBuffer(),
});

async function itemsNamed(request: APIRequestContext, prefix: string): Promise<Item[]> {
  const answer = await adminRequest(request, await adminToken(request)).get(`/api/admin/media?q=${prefix}`);
  return (await answer.json()).items;
}

/** The grid's buttons must carry what they show in their names (WCAG 2.5.3); axe runs this rule only when asked. */
async function expectNamesContainLabels(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

test.describe('uploading into the library', () => {
  test.use({ expectedConsole: [/status of 415 \(.*\) \(http:\/\/[^)]+\/api\/admin\/media\)$/] });

  test('sends three images at once, each with its progress, shows them in the grid, and refuses a non-image by name', async ({
    page,
    request,
  }) => {
    const prefix = `upl${Date.now().toString(36)}`;
    const names = [1, 2, 3].map((n) => `${prefix}-${n}.png`);
    // The non-image first: it is refused at once while the others go on.
    const notes = { name: `${prefix}-notes.png`, mimeType: 'image/png', buffer: Buffer.from('only words, no picture') };
    const files = [notes, ...(await Promise.all(names.map(noisePng)))];
    try {
      await openAdmin(page, request);
      await openSection(page, 'Media');
      // A slow line, so that the progress is seen moving (Chromium's own throttling of what the page sends).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 400 * 1024,
      });
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { seenProgress: number[] }).seenProgress = seen;
        new MutationObserver(() => {
          for (const bar of document.querySelectorAll('progress')) seen.push(Number(bar.value));
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
      });

      await page.getByLabel(W.upload).setInputFiles(files);
      const uploads = page.getByRole('region', { name: W.uploads });
      for (const name of names)
        await expect(uploads.getByRole('progressbar', { name: W.uploadProgress(name) })).toBeVisible();
      await expect(uploads.getByRole('listitem').filter({ hasText: notes.name })).toContainText(
        ADMIN_MESSAGES.blogImageInvalid,
        { timeout: 20_000 },
      );
      for (const name of names) {
        await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText(W.uploadDone, {
          timeout: 20_000,
        });
        await expect(uploads.getByRole('progressbar', { name: W.uploadProgress(name) })).toHaveJSProperty('value', 100);
      }
      await expect(page.getByText(W.uploadsDone(3))).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { seenProgress: number[] }).seenProgress);
      expect(
        seen.some((value) => value > 0 && value < 100),
        `progress seen: ${seen.join(', ')}`,
      ).toBe(true);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      // The list of uploads, its refusal included, is as accessible as the rest.
      await expectAccessible(page);
      await expectNamesContainLabels(page);
      // In the grid, newest first, without searching; the non-image is not.
      for (const name of names) await expect(page.getByRole('button', { name: W.details(name) })).toBeVisible();
      expect((await itemsNamed(request, prefix)).map((item) => item.fileName).sort()).toEqual(names);
    } finally {
      const admin = adminRequest(request, await adminToken(request));
      for (const item of await itemsNamed(request, prefix)) await admin.delete(`/api/admin/media/${item._id}`);
    }
  });
});

test('an image in use says where before asking anything, and is not deleted', async ({ page, request }) => {
  const services = await (await request.get('/api/service')).json();
  const service = services[0] as { name: string; imageUrl: string };
  const fileName = service.imageUrl.replace('/uploads/', '');
  await openAdmin(page, request);
  await openSection(page, 'Media');
  await page.getByRole('searchbox', { name: W.search }).fill(fileName);
  const [item] = await itemsNamed(request, fileName);
  await page.getByRole('button', { name: W.details(item?.fileName ?? '') }).click();
  const details = page.getByRole('dialog', { name: item?.fileName ?? '' });
  await details.getByRole('button', { name: W.delete }).click();
  const alert = details.getByRole('alert');
  await expect(alert).toContainText(W.inUse);
  await expect(alert.getByRole('link', { name: service.name })).toBeVisible();
  await expect(page.getByText(W.deleteConfirm)).toBeHidden();
  await expectAccessible(page);
  await details.getByRole('button', { name: W.close }).click();
  expect((await request.get(service.imageUrl)).status()).toBe(200);
});

for (const width of [360, 1280]) {
  test(`the media section is accessible at ${width} px, its buttons named after what they show`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAdmin(page, request);
    await openSection(page, 'Media');
    await expect(page.getByRole('button', { name: /^Details of / }).first()).toBeVisible();
    await expectAccessible(page);
    await expectNamesContainLabels(page);
  });
}
