/**
 * One description per image (issue 27, item 13; decision 051): the post form's featured-image description and the
 * media library's description are the same words, changed in either place and seen in the other.
 */
import { BLOG_WORDS } from '../../src/shared/admin-words/blogs';
import { MEDIA_WORDS as W } from '../../src/shared/admin-words/media';
import { adminRequest, openAdmin, openSection, pngFile, removeWhatTheseTestsAdd, toast } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);

test("a post's featured image and the library show and change one description", async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const fileName = `shared-${stamp}.png`;
  const title = `Described once ${stamp}`;
  const token = await openAdmin(page, request);
  const created = await adminRequest(request, token).multipart('post', '/api/blog', {
    title,
    category: 'Technology',
    content: '<p>Text.</p>',
    featuredImage: await pngFile(fileName, '#1d4ed8', 320, 200),
    featuredImageAlt: `Whiteboard sketch ${stamp}`,
  });
  expect(created.status()).toBe(201);
  const { _id: id } = await created.json();

  // Written in the post: the library shows it, and finds the image by it.
  await openSection(page, 'Media');
  await page.getByRole('searchbox', { name: W.search }).fill(`Whiteboard sketch ${stamp}`);
  await page.getByRole('button', { name: W.details(fileName) }).click();
  const details = page.getByRole('dialog', { name: fileName });
  await expect(details.getByLabel(W.alt)).toHaveValue(`Whiteboard sketch ${stamp}`);

  // Changed in the library: the post's form shows the new words.
  await details.getByLabel(W.alt).fill(`Release plan on a whiteboard ${stamp}`);
  await details.getByRole('button', { name: W.save }).click();
  await expect(toast(page, W.saved)).toBeVisible();
  await details.getByRole('button', { name: W.close }).click();
  await page.goto(`/admin?section=blogs&edit=${id}`);
  const alt = page.getByLabel(BLOG_WORDS.featuredImageAlt);
  await expect(alt).toHaveValue(`Release plan on a whiteboard ${stamp}`);

  // Changed in the post: the library has it.
  await alt.fill(`Two people at a whiteboard ${stamp}`);
  await page.getByRole('button', { name: BLOG_WORDS.update }).click();
  await expect(toast(page, BLOG_WORDS.updated)).toBeVisible();
  await openSection(page, 'Media');
  await page.getByRole('searchbox', { name: W.search }).fill(`Two people at a whiteboard ${stamp}`);
  await page.getByRole('button', { name: W.details(fileName) }).click();
  await expect(page.getByRole('dialog', { name: fileName }).getByLabel(W.alt)).toHaveValue(
    `Two people at a whiteboard ${stamp}`,
  );
  await expect(page.getByRole('dialog', { name: fileName }).getByRole('link', { name: title })).toBeVisible();
});

test.describe('a description saved over a colleague’s', () => {
  test.use({ expectedConsole: [/status of 409 \(.*\) \(http:\/\/[^)]+\/api\/admin\/media\/[^)]+\)$/] });

  test('says who described the image, when and in what words, keeps what was typed, and saves it when asked again', async ({
    page,
    request,
  }) => {
    const fileName = `conflict-${Date.now().toString(36)}.png`;
    const token = await openAdmin(page, request);
    const admin = adminRequest(request, token);
    const uploaded = await admin.multipart('post', '/api/admin/media', {
      file: await pngFile(fileName, '#a16207', 320, 200),
    });
    expect(uploaded.status()).toBe(201);
    const item = await uploaded.json();
    try {
      await openSection(page, 'Media');
      await page.getByRole('searchbox', { name: W.search }).fill(fileName);
      await page.getByRole('button', { name: W.details(fileName) }).click();
      const details = page.getByRole('dialog', { name: fileName });
      // A colleague describes it meanwhile.
      expect(
        (
          await request.patch(`/api/admin/media/${item._id}`, {
            headers: { authorization: `Bearer ${token}` },
            data: { alt: 'Their words' },
          })
        ).ok(),
      ).toBe(true);
      const me = await (await admin.get('/api/admin/me')).json();

      await details.getByLabel(W.alt).fill('My words');
      await details.getByRole('button', { name: W.save }).click();
      const alert = details.getByRole('alert');
      await expect(alert).toContainText(`${me.name} described this image at`);
      await expect(alert).toContainText('“Their words”');
      await expect(details.getByLabel(W.alt)).toHaveValue('My words');

      await details.getByRole('button', { name: W.save }).click();
      await expect(toast(page, W.saved)).toBeVisible();
      await expect(alert).toBeHidden();
      const saved = await (await admin.get(`/api/admin/media/${item._id}`)).json();
      expect(saved.alt).toBe('My words');
    } finally {
      await admin.delete(`/api/admin/media/${item._id}`);
    }
  });
});
