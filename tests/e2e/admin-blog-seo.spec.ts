/** The blog form's search and social fields (issue 12): live previews, lengths, saved and shown on the article. */
import { BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import { META_TITLE_GUIDE } from '../../src/shared/limits';
import { expectAccessible } from './a11y';
import { adminRequest, openAdmin, openSection, pngFile, removeWhatTheseTestsAdd, toast } from './admin';
import { expect, test } from './fixtures';

removeWhatTheseTestsAdd('/api/blog/admin/all', (id) => `/api/blog/${id}`);

test('the search result and social card previews follow the fields, and the article uses them', async ({
  page,
  request,
}) => {
  await openAdmin(page, request);
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.add }).click();
  const title = `Seen in search ${Date.now().toString(36)}`;
  await page.getByLabel(W.title, { exact: true }).fill(title);
  await page.getByLabel(W.category, { exact: true }).selectOption('Technology');
  await page.getByLabel(W.status, { exact: true }).selectOption('published');
  const search = page.getByTestId('search-preview');
  // Empty fields: the title with the site's name, as the article's <title> will be.
  await expect(search).toContainText(`${title} | Kestrel Digital`);
  // Typed in the text, keystroke by keystroke: the excerpt's placeholder and both previews follow all of it.
  await page.getByRole('textbox', { name: W.content }).click();
  const typed = 'Every word typed here shows in the previews';
  await page.keyboard.type(typed);
  await expect(page.getByLabel(W.excerpt)).toHaveAttribute('placeholder', typed);
  await expect(search).toContainText(typed);
  await expect(page.getByTestId('social-preview')).toContainText(typed);

  const metaTitle = 'A sharper title for search';
  await page.getByLabel(W.metaTitle).fill(metaTitle);
  await page.getByLabel(W.metaDescription).fill('One sentence that makes a reader click.');
  await expect(search).toContainText(metaTitle);
  await expect(page.getByTestId('social-preview')).toContainText('One sentence that makes a reader click.');
  await expect(page.getByText(W.length(metaTitle.length, META_TITLE_GUIDE))).toBeVisible();
  await page.getByLabel(W.metaTitle).fill('x'.repeat(META_TITLE_GUIDE + 5));
  await expect(page.getByText(W.length(META_TITLE_GUIDE + 5, META_TITLE_GUIDE))).toBeVisible();
  await page.getByLabel(W.metaTitle).fill(metaTitle);
  await expectAccessible(page);

  await page.getByRole('button', { name: W.create }).click();
  await expect(toast(page, W.created)).toBeVisible();
  const list = await (await request.get('/api/blog', { headers: { 'cache-control': 'no-cache' } })).json();
  const saved = list.blogs.find((post: { title: string }) => post.title === title);
  await page.goto(`/blog/${saved.slug}`);
  await expect(page).toHaveTitle(metaTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'One sentence that makes a reader click.',
  );
});

test('address, excerpt, image when shared and publication date: set in the form, kept by the article', async ({
  page,
  request,
}) => {
  const token = await openAdmin(page, request);
  const admin = adminRequest(request, token);
  const title = `Moved and dated ${Date.now().toString(36)}`;
  const created = await admin.multipart('post', '/api/blog', {
    title,
    category: 'Business',
    status: 'published',
    content: `<h2>Heading left out</h2><p>${'The first paragraph says what the post is about, and then goes on. '.repeat(4)}</p>`,
    featuredImage: await pngFile('cover.png', '#0ea5e9', 320, 180),
  });
  expect(created.status()).toBe(201);
  const post = await created.json();
  await openSection(page, 'Blogs');
  await page.getByRole('button', { name: W.edit(title) }).click();

  // Empty, the excerpt shows the summary the post gets: its first paragraph, cut after a whole word.
  const excerptField = page.getByLabel(W.excerpt);
  await expect(excerptField).toHaveAttribute('placeholder', post.excerpt);
  expect(post.excerpt).toMatch(/^The first paragraph says what the post is about, .* goes on\.$/);
  await excerptField.fill('A short summary an editor wrote.');
  await expect(page.getByTestId('search-preview')).toContainText('A short summary an editor wrote.');

  const slug = `${post.slug}-moved`;
  await page.getByLabel(W.slug).fill(slug);
  await expect(page.getByTestId('search-preview')).toContainText(`/blog/${slug}`);
  await page.getByLabel(W.socialImage, { exact: true }).setInputFiles(await pngFile('card.png', '#16a34a', 600, 315));
  await page.getByLabel(W.publishedAt).fill('2020-05-06T10:30');
  await expectAccessible(page);
  await page.getByRole('button', { name: W.update }).click();
  await expect(toast(page, W.updated)).toBeVisible();

  const saved = await (await admin.get(`/api/blog/${post._id}`)).json();
  expect(saved).toMatchObject({ slug, excerpt: 'A short summary an editor wrote.' });
  expect(saved.socialImage).toMatch(/^\/uploads\/[\w-]+\.webp$/);
  expect(new Date(saved.publishedAt).getFullYear()).toBe(2020);

  // The old address leads to the new one; the article has the excerpt, its date, when it was updated, its card.
  await page.goto(`/blog/${post.slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByText('A short summary an editor wrote.', { exact: true })).toBeVisible();
  await expect(page.getByText('May 6, 2020')).toBeVisible();
  await expect(page.locator('article header').getByText(/· Updated /)).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`${saved.socialImage}$`),
  );
});
