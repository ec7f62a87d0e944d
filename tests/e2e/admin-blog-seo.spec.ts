/** The blog form's search and social fields (issue 12): live previews, lengths, saved and shown on the article. */
import { BLOG_WORDS as W } from '../../src/shared/admin-words/blogs';
import { META_TITLE_GUIDE } from '../../src/shared/limits';
import { expectAccessible } from './a11y';
import { openAdmin, openSection, removeWhatTheseTestsAdd, toast } from './admin';
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
  await page.getByLabel(W.category).selectOption('Technology');
  await page.getByLabel(W.status).selectOption('published');
  const search = page.getByTestId('search-preview');
  // Empty fields: the title with the site's name, as the article's <title> will be.
  await expect(search).toContainText(`${title} | Kestrel Digital`);

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
